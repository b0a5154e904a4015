interface Task {
  label: string;
  run: () => Promise<void> | void;
}

/**
 * Everything the benchmark starts registers how to undo it here, so servers, browsers and
 * temp folders go away on success, on failure and on Ctrl-C alike.
 */
export class Cleanup {
  private readonly tasks: Task[] = [];
  private running: Promise<void> | null = null;

  /**
   * Registers an undo step; returns a function that forgets it once the caller has undone
   * the thing itself (a browser closed after its page). Once cleanup has begun, nothing new
   * may start: the step runs at once and the caller is stopped with an error.
   */
  add(label: string, run: () => Promise<void> | void): () => void {
    const task = { label, run };
    if (this.running) {
      void this.runTask(task);
      throw new Error("interrupted: cleanup has begun");
    }
    this.tasks.push(task);
    return () => {
      const index = this.tasks.indexOf(task);
      if (index >= 0) this.tasks.splice(index, 1);
    };
  }

  /** Undoes in reverse order (a server stops before its data folder is removed); runs once. */
  runAll(): Promise<void> {
    this.running ??= this.drain();
    return this.running;
  }

  private async drain(): Promise<void> {
    for (let task = this.tasks.pop(); task; task = this.tasks.pop()) await this.runTask(task);
  }

  private async runTask(task: Task): Promise<void> {
    try {
      await task.run();
    } catch (error) {
      console.error(`cleanup: could not ${task.label}: ${describeError(error)}`);
    }
  }

  /**
   * On SIGINT/SIGTERM, clean up before exiting instead of leaving children behind. Repeats
   * are ignored, not fatal: Ctrl-C reaches us twice (from the terminal and relayed by tsx),
   * and the second must not cut the cleanup short. Every cleanup step is bounded in time.
   */
  handleSignals(): void {
    const onSignal = (signal: NodeJS.Signals) => {
      if (this.running) return;
      console.error(`\n${signal}: stopping everything the benchmark started...`);
      void this.runAll().finally(() => process.exit(130));
    };
    process.on("SIGINT", onSignal);
    process.on("SIGTERM", onSignal);
  }
}

export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
