import { slovenian } from "../translation";
import type * as english from "./account-name";

export const accountName = slovenian<typeof english.accountName>({
  navLabel: "Moj račun",
  title: "Moj račun",
  description:
    "Vaše geslo, dvostopenjska prijava, ključi za dostop, aktivne seje in nedavne prijave",
});
