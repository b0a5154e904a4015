import { readFile } from "node:fs/promises";

export interface ProcessMemory {
  /** Resident set size now (VmRSS), in MB (1024 × 1024 bytes). */
  rssMb: number;
  /** The highest resident set size since the process started (VmHWM), in MB. */
  peakMb: number;
}

/** What the kernel counts as the process's memory: the figure an operator's tools show. */
export async function readProcessMemory(pid: number): Promise<ProcessMemory> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return { rssMb: statusField(status, "VmRSS"), peakMb: statusField(status, "VmHWM") };
}

/** A "Name:   1234 kB" line of /proc/<pid>/status, in MB. */
function statusField(status: string, name: string): number {
  const match = new RegExp(`^${name}:\\s+(\\d+) kB$`, "m").exec(status);
  if (!match) throw new Error(`/proc status has no ${name} line`);
  return Number(match[1]) / 1024;
}
