import { describe, expect, it } from "vitest";
import { CallGroups } from "./call-groups";

/** A group runner whose groups finish only when the test says so. */
function heldGroups() {
  const groups: number[][] = [];
  const finishers: (() => void)[] = [];
  const calls = new CallGroups<number, number>(async (inputs) => {
    groups.push(inputs);
    await new Promise<void>((resolve) => finishers.push(resolve));
    return inputs.map((input) => input * 10);
  }, 3);
  const finishNext = async () => {
    finishers.shift()!();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { calls, groups, finishNext };
}

describe("call groups", () => {
  it("runs a call that finds nothing running at once, alone", async () => {
    const { calls, groups, finishNext } = heldGroups();
    const answer = calls.call(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(groups).toEqual([[1]]);
    await finishNext();
    await expect(answer).resolves.toBe(10);
  });

  it("groups the calls that arrive while a group runs, in their order, up to the group size", async () => {
    const { calls, groups, finishNext } = heldGroups();
    const first = calls.call(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [2, 3, 4, 5].map((input) => calls.call(input));
    expect(groups).toEqual([[1]]);
    await finishNext();
    expect(groups).toEqual([[1], [2, 3, 4]]);
    await finishNext();
    expect(groups).toEqual([[1], [2, 3, 4], [5]]);
    await finishNext();
    await expect(first).resolves.toBe(10);
    await expect(Promise.all(later)).resolves.toEqual([20, 30, 40, 50]);
  });

  it("gives a failed group's error to its calls only, and runs the next group", async () => {
    let runs = 0;
    const calls = new CallGroups<string, string>(async (inputs) => {
      runs++;
      await new Promise((resolve) => setImmediate(resolve));
      if (runs === 1) throw new Error("connection lost");
      return inputs.map((input) => input.toUpperCase());
    }, 10);
    const failed = calls.call("a");
    await new Promise((resolve) => setImmediate(resolve));
    const next = calls.call("b");
    await expect(failed).rejects.toThrow("connection lost");
    await expect(next).resolves.toBe("B");
  });

  it("refuses a group runner that answers a different number of outputs", async () => {
    const calls = new CallGroups<number, number>(async () => [], 5);
    await expect(calls.call(1)).rejects.toThrow("a group of 1 calls answered 0 outputs");
  });
});
