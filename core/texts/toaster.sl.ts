import { slovenian } from "../translation";
import type * as english from "./toaster";

export const toasterTexts = slovenian<typeof english.toasterTexts>({
  region: "Obvestila",
  close: "Zapri obvestilo",
});
