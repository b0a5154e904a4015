import { describe, expect, it } from "vitest";
import { passkeyLimits } from "../../../core/limits";
import { passkeyTexts } from "../../../core/texts/passkeys";
import { ceremonyFailure, checkPasskeyName, defaultPasskeyName } from "./passkey-api";

const chromeOnWindows =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

// docs/rules.md#passkeys, on the account page: the name step before the browser's ceremony.
describe("a new passkey's name", () => {
  it("is checked as the server checks it, trimmed", () => {
    expect(checkPasskeyName("  Delovni prenosnik  ")).toEqual({
      ok: true,
      name: "Delovni prenosnik",
    });
    expect(checkPasskeyName("   ")).toEqual({ ok: false, message: passkeyTexts.add.nameRequired });
    expect(checkPasskeyName("")).toEqual({ ok: false, message: passkeyTexts.add.nameRequired });
  });

  it("may be as long as the limit, Slovenian letters counting one each", () => {
    const longest = "čšž".repeat(passkeyLimits.nameLength / 3);
    expect(checkPasskeyName(` ${longest} `)).toEqual({ ok: true, name: longest });
    expect(checkPasskeyName(`${longest}ž`)).toEqual({
      ok: false,
      message: passkeyTexts.add.nameTooLong,
    });
  });

  it("is refused when the account already has it, case and spaces aside", () => {
    const taken = ["Delovni prenosnik", "Službeni telefon"];
    const refused = { ok: false, message: passkeyTexts.add.nameTaken };
    expect(checkPasskeyName("Delovni prenosnik", taken)).toEqual(refused);
    expect(checkPasskeyName("  delovni PRENOSNIK ", taken)).toEqual(refused);
    expect(checkPasskeyName("SLUŽBENI TELEFON", taken)).toEqual(refused);
    expect(checkPasskeyName("Službeni telefon", [" službeni telefon  "])).toEqual(refused);
    expect(checkPasskeyName(" Delovni prenosnik (2) ", taken)).toEqual({
      ok: true,
      name: "Delovni prenosnik (2)",
    });
    expect(checkPasskeyName("Delovni prenosnik", [])).toEqual({
      ok: true,
      name: "Delovni prenosnik",
    });
    // What is wrong with the name itself comes first.
    expect(checkPasskeyName("   ", ["", " "])).toEqual({
      ok: false,
      message: passkeyTexts.add.nameRequired,
    });
  });

  it("is offered as the browser and system, numbered past the names already taken", () => {
    expect(defaultPasskeyName(chromeOnWindows, [])).toBe("Chrome on Windows");
    expect(defaultPasskeyName(chromeOnWindows, ["Safari on iPhone"])).toBe("Chrome on Windows");
    expect(defaultPasskeyName(chromeOnWindows, ["chrome on windows "])).toBe(
      "Chrome on Windows (2)",
    );
    expect(
      defaultPasskeyName(chromeOnWindows, ["Chrome on Windows", "Chrome on Windows (2)"]),
    ).toBe("Chrome on Windows (3)");
  });

  it("is offered even when the browser cannot be told, and always passes the check", () => {
    expect(defaultPasskeyName(null, [])).toBe(passkeyTexts.add.unknownBrowser);
    expect(defaultPasskeyName("curl/8.5.0", [passkeyTexts.add.unknownBrowser])).toBe(
      passkeyTexts.add.defaultName(passkeyTexts.add.unknownBrowser, 2),
    );
    const taken = Array.from({ length: passkeyLimits.perAccount }, (_, index) =>
      passkeyTexts.add.defaultName("Samsung Internet on Android", index + 1),
    );
    const offered = defaultPasskeyName(
      "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
      taken,
    );
    expect(offered).toBe("Samsung Internet on Android (11)");
    expect(checkPasskeyName(offered, taken).ok).toBe(true);
  });
});

describe("a ceremony that made no passkey", () => {
  it("is the device already holding one of the account's passkeys, or a cancel", () => {
    const previously = Object.assign(new Error("The authenticator was previously registered"), {
      name: "InvalidStateError",
      code: "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED",
    });
    expect(ceremonyFailure(previously)).toBe("alreadyOnDevice");
    expect(ceremonyFailure(new DOMException("", "InvalidStateError"))).toBe("alreadyOnDevice");
    expect(ceremonyFailure(new DOMException("The operation timed out", "NotAllowedError"))).toBe(
      "cancelled",
    );
    expect(ceremonyFailure(new Error("WebAuthn is not supported in this browser"))).toBe(
      "cancelled",
    );
    expect(ceremonyFailure(null)).toBe("cancelled");
  });
});
