interface WaitingCall<Input, Output> {
  input: Input;
  resolve(output: Output): void;
  reject(error: unknown): void;
}

/**
 * Calls that arrive while an earlier group runs wait for it and then run together as the next
 * group, as a database's group commit does: under load many sign-ins share one transaction and
 * one round trip, while a call that finds nothing running starts at once and waits for nobody.
 * `runGroup` answers one output per input, in their order; if it throws, every call of that
 * group gets the error and later groups still run.
 */
export class CallGroups<Input, Output> {
  readonly #runGroup: (inputs: Input[]) => Promise<Output[]>;
  readonly #maxGroup: number;
  #waiting: WaitingCall<Input, Output>[] = [];
  #running = false;

  constructor(runGroup: (inputs: Input[]) => Promise<Output[]>, maxGroup: number) {
    this.#runGroup = runGroup;
    this.#maxGroup = maxGroup;
  }

  call(input: Input): Promise<Output> {
    return new Promise<Output>((resolve, reject) => {
      this.#waiting.push({ input, resolve, reject });
      if (!this.#running) void this.#drain();
    });
  }

  async #drain(): Promise<void> {
    this.#running = true;
    // Calls made in the same turn of the event loop join the first group.
    await Promise.resolve();
    while (this.#waiting.length > 0) {
      const group = this.#waiting.splice(0, this.#maxGroup);
      try {
        const outputs = await this.#runGroup(group.map((call) => call.input));
        if (outputs.length !== group.length) {
          throw new Error(`a group of ${group.length} calls answered ${outputs.length} outputs`);
        }
        group.forEach((call, i) => call.resolve(outputs[i]!));
      } catch (error) {
        for (const call of group) call.reject(error);
      }
    }
    this.#running = false;
  }
}
