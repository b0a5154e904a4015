// Run as its own process by timeHashes (sign-ins.ts): times the server's password check, one after
// another, and prints the times in milliseconds as JSON.
import { hashPassword, verifyPassword } from "../server/auth/passwords";

const samples = Number(process.argv[2]);
const stored = await hashPassword("floor of a sign-in");
const times: number[] = [];
for (let i = 0; i < samples; i++) {
  const started = performance.now();
  await verifyPassword(stored, "floor of a sign-in");
  times.push(performance.now() - started);
}
process.stdout.write(JSON.stringify(times));
