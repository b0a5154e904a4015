import { fork } from "node:child_process";
import { serverScript } from "../script-paths";
import { compressedCopies } from "./compressed-copies.mjs";

type Copies = { br?: Buffer; gzip?: Buffer };

/** Some fifty pages take one or two seconds; a child still busy after this is given up on. */
const CHILD_TIMEOUT_MS = 60_000;

const processScript = serverScript("server/static/compress-pages-process.mjs");

/**
 * The compressed copies of `bodies`, in their order, made in a short-lived child process: the
 * best brotli of some fifty pages at once grew the server by 10–20 MB that glibc kept after the
 * work was done (docs/performance.md). Should the child fail to start or to answer, the
 * copies are made here instead: the start costs memory then, not the copies.
 */
export async function compressInChildProcess(bodies: Buffer[]): Promise<Copies[]> {
  if (bodies.length === 0) return [];
  const copies = await fromChild(processScript, bodies).catch(() => undefined);
  if (copies?.length === bodies.length) return copies;
  return Promise.all(bodies.map((body) => compressedCopies(body)));
}

function fromChild(script: string, bodies: Buffer[]): Promise<Copies[]> {
  return new Promise((resolve, reject) => {
    const child = fork(script, [], {
      serialization: "advanced",
      stdio: ["ignore", "ignore", "inherit", "ipc"],
      execArgv: [],
      timeout: CHILD_TIMEOUT_MS,
    });
    let answered = false;
    child.once("message", (message: { copies: { br?: Uint8Array; gzip?: Uint8Array }[] }) => {
      answered = true;
      resolve(
        message.copies.map(({ br, gzip }) => ({
          ...(br ? { br: asBuffer(br) } : {}),
          ...(gzip ? { gzip: asBuffer(gzip) } : {}),
        })),
      );
    });
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      if (!answered) reject(new Error(`the compressing process ended (${signal ?? code})`));
    });
    child.send({ bodies });
  });
}

/** Structured clone gives a Uint8Array; a Buffer over the same memory, without a copy. */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
