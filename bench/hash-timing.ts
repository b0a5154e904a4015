// Run as its own process by HashTimer (sign-ins.ts): for each line on stdin, a count, times that
// many of the server's password checks one after another and answers with a line of JSON, the
// times in milliseconds. Kept running between the sign-in rounds, so each sample costs a hash,
// not a process start.
import { createInterface } from "node:readline";
import { hashPassword, verifyPassword } from "../server/auth/passwords";

const stored = await hashPassword("floor of a sign-in");
// Untimed: a new process's first check runs cold, up to twice as slow as the next.
await verifyPassword(stored, "floor of a sign-in");
process.stdout.write("ready\n");
for await (const line of createInterface({ input: process.stdin })) {
  const times: number[] = [];
  for (let i = 0; i < Number(line); i++) {
    const started = performance.now();
    await verifyPassword(stored, "floor of a sign-in");
    times.push(performance.now() - started);
  }
  process.stdout.write(`${JSON.stringify(times)}\n`);
}
