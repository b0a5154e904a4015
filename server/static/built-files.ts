import { existsSync, readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { compressInChildProcess } from "./compress-in-child";
import { withServedOrigin } from "./served-origin";

/** One built file's bytes as served, with its compressed copies. */
export interface LoadedFile {
  /** The path below the build's client folder, from `/`. */
  file: string;
  body: Buffer;
  br: Buffer | undefined;
  gzip: Buffer | undefined;
}

/** A built file as read, with its copies, or without them when it holds the site's address. */
async function readBuiltFile(
  clientDir: string,
  file: string,
  origin: string,
): Promise<LoadedFile & { withOrigin: boolean }> {
  const absolute = path.join(clientDir, file);
  const built = await readFile(absolute);
  const body = withServedOrigin(file, built, origin);
  if (body) return { file, body, br: undefined, gzip: undefined, withOrigin: true };
  const read = (suffix: string) =>
    existsSync(absolute + suffix) ? readFile(absolute + suffix) : Promise.resolve(undefined);
  const [br, gz] = await Promise.all([read(".br"), read(".gz")]);
  return { file, body: built, br, gzip: gz, withOrigin: false };
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
  const read = await Promise.all(files.map((file) => readBuiltFile(clientDir, file, origin)));
  // After the origin is set: the ETag, the CSP hashes of inline scripts (the JSON-LD holds the
  // origin) and the compressed copies all describe the page as served.
  const withOrigin = read.filter((loaded) => loaded.withOrigin);
  const copies = await compressInChildProcess(withOrigin.map((loaded) => loaded.body));
  withOrigin.forEach((loaded, index) => Object.assign(loaded, copies[index]));
  return read.map(({ file, body, br, gzip }) => ({ file, body, br, gzip }));
}
