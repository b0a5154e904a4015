import { slovenian } from "../translation";
import type * as english from "./page-loading";

export const pageLoadingTexts = slovenian<typeof english.pageLoadingTexts>({
  loading: "Nalaganje …",
});
