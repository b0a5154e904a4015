import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.doUnmock("sonner");
  vi.resetModules();
});

describe("the toast library's download", () => {
  it("is tried again by the next toast after a download that failed", async () => {
    let downloads = 0;
    vi.doMock("sonner", () => {
      downloads++;
      if (downloads === 1) throw new TypeError("Failed to fetch dynamically imported module");
      return { Toaster: () => null, toast: Object.assign(() => 1, { dismiss: () => {} }) };
    });
    const { preloadToasts } = await import("./toast");
    // The test runner wraps the factory's error in its own.
    await expect(preloadToasts()).rejects.toThrow();
    const loaded = await preloadToasts();
    expect(downloads).toBe(2);
    expect(typeof loaded.toast).toBe("function");
    // Once loaded, it is kept: no third download.
    await preloadToasts();
    expect(downloads).toBe(2);
  });
});
