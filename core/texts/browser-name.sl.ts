import { slovenian } from "../translation";
import type * as english from "./browser-name";

export const browserNameTexts = slovenian<typeof english.browserNameTexts>({
  // "Chrome (Windows)": the system's name stays undeclined, whatever it is.
  onSystem: (browser: string, system: string) => `${browser} (${system})`,
});
