import { createHash } from "node:crypto";

/** A built statement that can run as a named one: any of Drizzle's query builders. */
interface NameableQuery<Result> {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<Result> };
}

/**
 * Runs a statement as a named one, named after its text, on whichever connection or
 * transaction built it. A connection parses and plans each text once, and later runs go
 * straight to execution: on the embedded database that halves a short statement's cost
 * (0.52 → 0.27 ms for the e-mail lookup). Meant for the few fixed shapes a sign-in runs
 * hundreds of times a second in a flood, not for statements whose text varies with their input,
 * which would fill each connection's statement cache.
 */
export function runNamed<Result>(query: NameableQuery<Result>): Promise<Result> {
  const digest = createHash("sha1").update(query.toSQL().sql).digest("base64url");
  return query.prepare(`q_${digest}`).execute();
}
