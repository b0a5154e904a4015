import { slovenian } from "../translation";
import type * as english from "./page-errors";

/** When the error says nothing a person could use. */
const detail = "Pri prikazu te strani je prišlo do napake.";

export const pageErrorTexts = slovenian<typeof english.pageErrorTexts>({
  title: "Nepričakovana napaka v aplikaciji",
  detail,
  returnHome: "Nazaj na domačo stran",
  tryAgain: "Poskusi znova",
  tryingAgain: "Ponovni poskus …",
  portal: {
    notFoundTitle: "Strani ni mogoče najti",
    notFound: "Na tem naslovu ni strani partnerskega portala.",
    loadFailedTitle: "Te strani ni bilo mogoče naložiti",
    tryLater: "Poskusite znova čez trenutek.",
    unexpected: `${detail} Poskusite znova.`,
  },
});
