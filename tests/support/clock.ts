import type { Clock } from "../../server/clock";

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  private current: number;

  constructor(start = new Date("2026-03-02T09:00:00Z")) {
    this.current = start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current += ms;
  }
}
