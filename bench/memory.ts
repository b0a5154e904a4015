import { readdir, readFile } from "node:fs/promises";

export interface ProcessMemory {
  /** Resident set size now (VmRSS), in MB (1024 × 1024 bytes), of every process counted. */
  rssMb: number;
  /** The highest resident set size since each process started (VmHWM), summed, in MB. */
  peakMb: number;
  /** How many processes were counted: the server and its children (the embedded database). */
  processes: number;
}

/**
 * What the kernel counts as the memory of a process and all its descendants: the product runs
 * as the server and, on the embedded database, the database's own process. The peak is the sum
 * of each process's own peak, an upper bound of the moment they peaked together.
 */
export async function readProcessTreeMemory(pid: number): Promise<ProcessMemory> {
  const pids = [pid, ...(await descendantsOf(pid))];
  const statuses = await Promise.all(
    pids.map((one) => readFile(`/proc/${one}/status`, "utf8").catch(() => null)),
  );
  const counted = statuses.filter((status): status is string => status !== null);
  return {
    rssMb: counted.reduce((sum, status) => sum + statusField(status, "VmRSS"), 0),
    peakMb: counted.reduce((sum, status) => sum + statusField(status, "VmHWM"), 0),
    processes: counted.length,
  };
}

/** Every process below `pid`, from each process's parent in /proc/<pid>/stat. */
async function descendantsOf(pid: number): Promise<number[]> {
  const parents = new Map<number, number>();
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, "utf8").catch(() => null);
    // "pid (command) state ppid …": the command may hold spaces and parentheses.
    const ppid = stat ? Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) : NaN;
    if (Number.isInteger(ppid)) parents.set(Number(entry), ppid);
  }
  const found: number[] = [];
  const frontier = [pid];
  while (frontier.length > 0) {
    const parent = frontier.pop()!;
    for (const [child, ppid] of parents) {
      if (ppid === parent) {
        found.push(child);
        frontier.push(child);
      }
    }
  }
  return found;
}

/** A "Name:   1234 kB" line of /proc/<pid>/status, in MB. */
function statusField(status: string, name: string): number {
  const match = new RegExp(`^${name}:\\s+(\\d+) kB$`, "m").exec(status);
  if (!match) throw new Error(`/proc status has no ${name} line`);
  return Number(match[1]) / 1024;
}
