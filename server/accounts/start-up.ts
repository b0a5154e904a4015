import type { Database } from "../../db/client";
import type { AppConfig } from "../config";
import { bootstrapAdmin } from "./admin-bootstrap";
import { ensureDemoAccounts, removeDemoAccounts } from "./demo-accounts";

export interface StartUpAccounts {
  /** What the ADMIN_EMAIL bootstrap did. */
  bootstrap: "created" | "updated" | "skipped";
  /** Demo accounts removed because the server started outside demo mode. */
  demoAccountsRemoved: number;
}

/**
 * The accounts a start prepares: the demo accounts in demo mode, or none of them outside it
 * (a restart with `DEMO=0` must not leave public credentials working), then the first admin
 * from `ADMIN_EMAIL`.
 */
export async function prepareAccounts(
  db: Database,
  config: Pick<AppConfig, "demoAccounts" | "bootstrapAdmin">,
  now: Date,
): Promise<StartUpAccounts> {
  let demoAccountsRemoved = 0;
  if (config.demoAccounts) await ensureDemoAccounts(db, config.demoAccounts, now);
  else demoAccountsRemoved = await removeDemoAccounts(db);
  const bootstrap = config.bootstrapAdmin
    ? await bootstrapAdmin(db, config.bootstrapAdmin, now)
    : "skipped";
  return { bootstrap, demoAccountsRemoved };
}
