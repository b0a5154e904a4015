import { existsSync, readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { compressedCopies } from "./compressed-copies";
import { withServedOrigin } from "./served-origin";

/** One built file's bytes as served, with its compressed copies. */
export interface LoadedFile {
  /** The path below the build's client folder, from `/`. */
  file: string;
  body: Buffer;
  br: Buffer | undefined;
  gzip: Buffer | undefined;
}

async function loadFile(clientDir: string, file: string, origin: string): Promise<LoadedFile> {
  const absolute = path.join(clientDir, file);
  const built = await readFile(absolute);
  const body = withServedOrigin(file, built, origin);
  if (body) {
    // Before hashing and compressing: the ETag, the CSP hashes of inline scripts (the JSON-LD
    // holds the origin) and the compressed copies all describe the page as served.
    const copies = await compressedCopies(body);
    return { file, body, br: copies.br, gzip: copies.gzip };
  }
  const read = (suffix: string) =>
    existsSync(absolute + suffix) ? readFile(absolute + suffix) : Promise.resolve(undefined);
  const [br, gz] = await Promise.all([read(".br"), read(".gz")]);
  return { file, body: built, br, gzip: gz };
}

function listFiles(dir: string, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith(".")) return [];
    const relative = `${prefix}/${entry.name}`;
    return entry.isDirectory() ? listFiles(path.join(dir, entry.name), relative) : [relative];
  });
}

/**
 * Reads every file the build wrote to `clientDir` with its pre-compressed copies, with `origin`
 * set into the pages, the sitemap and robots.txt in place of the build's placeholder.
 */
export async function loadBuiltFiles(clientDir: string, origin: string): Promise<LoadedFile[]> {
  const files = listFiles(clientDir).filter(
    (file) => !file.endsWith(".br") && !file.endsWith(".gz"),
  );
  return Promise.all(files.map((file) => loadFile(clientDir, file, origin)));
}
