import type { Clock } from "./clock";

export interface LogSampleLimit {
  /** Events logged in full per window; the rest are only counted. */
  perWindow: number;
  windowMs: number;
}

/**
 * Requests for unknown paths are logged with the attempted path (docs/rules.md#pages-and-routes),
 * but a scanner sends thousands a second: one flood once wrote 24 MB of log in 10 seconds.
 * Thirty a minute is more than real visitors and broken links produce, and bounds these lines to
 * about 10 MB a day however hard the site is hammered.
 */
export const notFoundLogLimit: LogSampleLimit = { perWindow: 30, windowMs: 60_000 };

/**
 * Decides which of a stream of similar events to log: the first `perWindow` in each window,
 * and then, once the window is over, one count of the ones left out.
 */
export class LogSampler {
  private windowStartedAt = Number.NEGATIVE_INFINITY;
  private logged = 0;
  private suppressed = 0;

  constructor(
    private readonly clock: Clock,
    private readonly limit: LogSampleLimit = notFoundLogLimit,
  ) {}

  /**
   * Counts one event. `log`: whether to log it in full; `suppressedBefore`: how many the
   * window that has just ended left out, to be reported once (0 when there is nothing to say).
   */
  admit(): { log: boolean; suppressedBefore: number } {
    const now = this.clock.now().getTime();
    let suppressedBefore = 0;
    if (now - this.windowStartedAt >= this.limit.windowMs) {
      suppressedBefore = this.suppressed;
      this.windowStartedAt = now;
      this.logged = 0;
      this.suppressed = 0;
    }
    if (this.logged < this.limit.perWindow) {
      this.logged += 1;
      return { log: true, suppressedBefore };
    }
    this.suppressed += 1;
    return { log: false, suppressedBefore };
  }

  /** The count left out so far in this window, reported once (at shutdown). */
  drain(): number {
    const suppressed = this.suppressed;
    this.suppressed = 0;
    return suppressed;
  }
}
