import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, open, readdir, rm, stat, type FileHandle } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";

/**
 * A backup file of the embedded database: one line of JSON (the manifest: what it is, when it
 * was taken, every folder, and every file with its size and SHA-256), then the files' bytes in
 * the manifest's order as one gzip stream. A file cut short is refused: its gzip stream ends
 * early, or a file's bytes do not match their checksum.
 */
const FORMAT = "firm-website/embedded-database-backup";
const VERSION = 1;
/** A manifest lists a few hundred files; anything longer is not one of these files. */
const MAX_MANIFEST_BYTES = 16 * 1024 * 1024;

interface Manifest {
  format: typeof FORMAT;
  version: typeof VERSION;
  createdAt: string;
  directories: string[];
  files: { path: string; size: number; sha256: string }[];
}

/** The file is not a backup, or not a whole one; the message says which. */
export class BackupFileError extends Error {}

/** Every folder and file under `root`, relative to it, folders before what they hold. */
async function walk(root: string): Promise<{ directories: string[]; files: string[] }> {
  const directories: string[] = [];
  const files: string[] = [];
  const visit = async (relative: string) => {
    const entries = await readdir(path.join(root, relative), { withFileTypes: true });
    entries.sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      const child = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) {
        directories.push(child);
        await visit(child);
      } else if (entry.isFile()) {
        files.push(child);
      }
    }
  };
  await visit("");
  return { directories, files };
}

async function sha256Of(file: string, signal?: AbortSignal): Promise<string> {
  const hash = createHash("sha256");
  await pipeline(createReadStream(file), hash, { signal });
  return hash.digest("hex");
}

/**
 * Writes a backup of the folder `source` to `target`, which must not exist, created
 * owner-only (it holds password hashes and personal data), and flushed to disk before it
 * resolves. Returns the file's size.
 */
export async function writeBackupFile(
  source: string,
  target: string,
  createdAt: Date,
  signal?: AbortSignal,
): Promise<number> {
  const tree = await walk(source);
  const files: Manifest["files"] = [];
  for (const file of tree.files) {
    const full = path.join(source, file);
    files.push({ path: file, size: (await stat(full)).size, sha256: await sha256Of(full, signal) });
  }
  const manifest: Manifest = {
    format: FORMAT,
    version: VERSION,
    createdAt: createdAt.toISOString(),
    directories: tree.directories,
    files,
  };
  const head = Buffer.from(`${JSON.stringify(manifest)}\n`);
  const handle = await open(target, "wx", 0o600);
  try {
    await handle.write(head);
  } catch (error) {
    await handle.close();
    throw error;
  }
  async function* contents() {
    for (const file of files) yield* createReadStream(path.join(source, file.path));
  }
  // The stream closes the file when it is done; then it is flushed to disk.
  await pipeline(
    Readable.from(contents()),
    createGzip(),
    handle.createWriteStream({ start: head.length }),
    { signal },
  );
  const written = await open(target, "r");
  try {
    await written.sync();
    return (await written.stat()).size;
  } finally {
    await written.close();
  }
}

function parseManifest(line: Buffer): Manifest {
  let manifest: Partial<Manifest>;
  try {
    manifest = JSON.parse(line.toString("utf8")) as Partial<Manifest>;
  } catch {
    throw new BackupFileError("it is not a backup of this site's database (no manifest)");
  }
  if (manifest.format !== FORMAT) {
    throw new BackupFileError("it is not a backup of this site's database");
  }
  if (manifest.version !== VERSION) {
    throw new BackupFileError(`its format version ${String(manifest.version)} is not supported`);
  }
  const safe = (relative: unknown) =>
    typeof relative === "string" &&
    relative !== "" &&
    !path.posix.isAbsolute(relative) &&
    !relative.split("/").includes("..");
  if (
    !Array.isArray(manifest.directories) ||
    !Array.isArray(manifest.files) ||
    !manifest.directories.every(safe) ||
    !manifest.files.every(
      (file) =>
        safe(file.path) && Number.isSafeInteger(file.size) && /^[0-9a-f]{64}$/.test(file.sha256),
    )
  ) {
    throw new BackupFileError("its manifest is damaged");
  }
  return manifest as Manifest;
}

/** The manifest line and the offset at which the compressed contents begin. */
async function readManifest(file: string): Promise<{ manifest: Manifest; contentsAt: number }> {
  const handle = await open(file, "r");
  try {
    const chunks: Buffer[] = [];
    let read = 0;
    for (;;) {
      const chunk = Buffer.alloc(64 * 1024);
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, read);
      if (bytesRead === 0) break;
      const end = chunk.subarray(0, bytesRead).indexOf(10);
      if (end >= 0) {
        chunks.push(chunk.subarray(0, end));
        return { manifest: parseManifest(Buffer.concat(chunks)), contentsAt: read + end + 1 };
      }
      chunks.push(chunk.subarray(0, bytesRead));
      read += bytesRead;
      if (read > MAX_MANIFEST_BYTES) break;
    }
  } finally {
    await handle.close();
  }
  throw new BackupFileError("it is not a backup of this site's database, or it is cut short");
}

/** zlib's errors (a stream cut short, bytes that are not gzip) say the file is damaged. */
function asFileError(error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException).code;
  return typeof code === "string" && code.startsWith("Z_")
    ? new BackupFileError(`it is cut short or damaged (${(error as Error).message})`)
    : error;
}

/**
 * Checks a backup file and unpacks it into `target`, a folder that must not exist. Every
 * file's size and checksum is verified; on any mismatch, or a file cut short, nothing is left
 * behind and BackupFileError says why. Returns the manifest's creation time.
 */
export async function readBackupFile(file: string, target: string): Promise<Date> {
  const { manifest, contentsAt } = await readManifest(file);
  await mkdir(target);
  const gunzip = createGunzip();
  const reading = pipeline(createReadStream(file, { start: contentsAt }), gunzip);
  // A failure of the stream is also the loop's below, which reports it.
  reading.catch(() => {});
  gunzip.on("error", () => {});
  let handle: FileHandle | undefined;
  try {
    for (const directory of manifest.directories) await mkdir(path.join(target, directory));
    // Split the one stream back into the files, in the manifest's order.
    const pending = [...manifest.files];
    let written = 0;
    let hash = createHash("sha256");
    const startFile = async () => {
      // Empty files have no bytes in the stream: create them and move on.
      while (pending[0]?.size === 0) {
        await (await open(path.join(target, pending.shift()!.path), "wx")).close();
      }
      handle = pending[0] ? await open(path.join(target, pending[0].path), "wx") : undefined;
      written = 0;
      hash = createHash("sha256");
    };
    await startFile();
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      let rest = chunk;
      while (rest.length > 0) {
        const current = pending[0];
        if (!current || !handle) throw new BackupFileError("it holds more than its manifest lists");
        const part = rest.subarray(0, current.size - written);
        await handle.write(part);
        hash.update(part);
        written += part.length;
        rest = rest.subarray(part.length);
        if (written === current.size) {
          await handle.close();
          handle = undefined;
          if (hash.digest("hex") !== current.sha256) {
            throw new BackupFileError(`${current.path} does not match its checksum`);
          }
          pending.shift();
          await startFile();
        }
      }
    }
    await reading;
    if (pending[0]) throw new BackupFileError(`it is cut short: ${pending[0].path} is incomplete`);
    return new Date(manifest.createdAt);
  } catch (error) {
    gunzip.destroy();
    await handle?.close().catch(() => {});
    await rm(target, { recursive: true, force: true });
    throw asFileError(error);
  }
}
