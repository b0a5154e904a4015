// `npm run create-admin -- <email>`: creates an admin, or makes an existing account an admin with
// a new password and no second factor (ending its sessions): the way back in for a lost phone. The password is asked for without echo; from a pipe,
// the first line of standard input is the password.
import { read } from "read";
import { openEmbeddedDatabase, openPostgresDatabase } from "../../db/client";
import { loginSchema } from "../../core/schemas/auth";
import { passwordMessages } from "../../core/texts/passwords";
import { setAdmin } from "../accounts/admin-bootstrap";
import { judgePassword } from "../auth/passwords";
import { commandConfig, migrationsFolder, runCommand } from "./command";

/** Reads one line without echoing it (the `read` package mutes the terminal). */
function ask(prompt: string): Promise<string> {
  return read({ prompt, silent: true, replace: "" });
}

async function main(): Promise<number> {
  const email = process.argv[2]?.trim() ?? "";
  const checked = loginSchema.shape.email.safeParse(email);
  if (!checked.success) {
    console.error("Usage: npm run create-admin -- <email>  (a valid e-mail address)");
    return 2;
  }
  const password = await ask("Password for the admin: ");
  const verdict = judgePassword(password);
  if (!verdict.ok) {
    const problems =
      verdict.reason === "common"
        ? ["Password must not be a commonly used one"]
        : verdict.rules.map((rule) => passwordMessages[rule]);
    console.error(`Refused: ${problems.join(". ")}.`);
    return 1;
  }
  if (process.stdin.isTTY && (await ask("Repeat the password: ")) !== password) {
    console.error("Refused: the two passwords differ.");
    return 1;
  }
  const config = commandConfig();
  const database = config.databaseUrl
    ? await openPostgresDatabase(config.databaseUrl)
    : await openEmbeddedDatabase(config.dataDir);
  try {
    await database.migrate(migrationsFolder);
    const outcome = await setAdmin(database.db, { email: checked.data, password }, new Date());
    console.log(
      outcome === "created"
        ? `Created the admin ${checked.data}.`
        : `${checked.data} is an admin with the new password and no second factor; its sessions have ended.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

runCommand("Create admin", main);
