import type { ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { withTimeout } from "./processes";

/** The module the benchmark preloads into the server (`node --import`) to sample its loop. */
export const eventLoopMonitorUrl = pathToFileURL(
  path.join(path.dirname(fileURLToPath(import.meta.url)), "event-loop-delay.mjs"),
).href;

/** How late the server's event loop ran, beyond the sampling interval, in ms. */
export interface EventLoopDelay {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  samples: number;
}

const ANSWER_TIMEOUT_MS = 5_000;

/** Talks to the monitor inside a server started with it and with an IPC channel. */
export class EventLoopProbe {
  constructor(private readonly child: ChildProcess) {}

  /** Starts a fresh measurement; resolves once the server has dropped the earlier samples. */
  async reset(): Promise<void> {
    await this.ask("event-loop-delay:reset");
  }

  /** The samples since the last reset. */
  async report(): Promise<EventLoopDelay> {
    const answer = await this.ask("event-loop-delay:report");
    if (!isDelay(answer))
      throw new Error(`unexpected event-loop report: ${JSON.stringify(answer)}`);
    return answer;
  }

  private ask(request: string): Promise<unknown> {
    const answer = new Promise<unknown>((resolve, reject) => {
      const onMessage = (message: unknown) => {
        if (typeof message !== "object" || message === null) return;
        if (!("type" in message) || message.type !== request) return;
        this.child.off("message", onMessage);
        resolve(message);
      };
      this.child.on("message", onMessage);
      this.child.send(request, (error) => {
        if (!error) return;
        this.child.off("message", onMessage);
        reject(error);
      });
    });
    return withTimeout(answer, ANSWER_TIMEOUT_MS, `the server's answer to ${request}`);
  }
}

function isDelay(value: unknown): value is EventLoopDelay {
  if (typeof value !== "object" || value === null) return false;
  return ["p50Ms", "p99Ms", "maxMs", "samples"].every(
    (key) => typeof (value as Record<string, unknown>)[key] === "number",
  );
}
