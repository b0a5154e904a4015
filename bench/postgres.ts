import pg from "pg";
import { redact } from "../db/client";
import { describeError, type Cleanup } from "./cleanup";

/**
 * The PostgreSQL server the benchmark may use, as CI's: a maintenance database to create and
 * drop its own in. BENCH_POSTGRES_URL points elsewhere.
 */
const SERVER_URL = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/**
 * A new, empty database on the PostgreSQL server for this run, dropped when the benchmark ends
 * (after the server using it has stopped). Throws, naming the server, when there is none to use.
 */
export async function createBenchDatabase(cleanup: Cleanup): Promise<string> {
  const name = `bench_${Date.now()}_${process.pid}`;
  try {
    await onServer(`create database ${name}`);
  } catch (error) {
    throw new Error(`cannot create a database on ${redact(SERVER_URL)}: ${describeError(error)}`);
  }
  cleanup.add(`drop the database ${name}`, () =>
    onServer(`drop database if exists ${name} with (force)`),
  );
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
