// Loaded into the server only by the benchmark (`node --import`), so production starts carry
// nothing of it: samples how late the event loop runs a timer, and answers the benchmark over
// the IPC channel it started the server with. Plain JavaScript: the built server runs without
// a TypeScript loader, and a loader would add to the memory the benchmark measures.
import { monitorEventLoopDelay } from "node:perf_hooks";

/** The sampling timer's interval: an idle loop's samples are this long, so it is subtracted. */
const RESOLUTION_MS = 5;

const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
histogram.enable();

/** @param {number} nanoseconds */
const lagMs = (nanoseconds) => Math.max(0, nanoseconds / 1e6 - RESOLUTION_MS);

process.on("message", (message) => {
  if (message === "event-loop-delay:reset") {
    histogram.reset();
    process.send?.({ type: "event-loop-delay:reset" });
  } else if (message === "event-loop-delay:report") {
    process.send?.({
      type: "event-loop-delay:report",
      p50Ms: lagMs(histogram.percentile(50)),
      p99Ms: lagMs(histogram.percentile(99)),
      maxMs: lagMs(histogram.max),
      samples: histogram.count,
    });
  }
});
