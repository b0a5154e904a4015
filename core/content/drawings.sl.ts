import { slovenian } from "../translation";
import type * as english from "./drawings";

export const drawings = slovenian<typeof english.drawings>({
  engineering: {
    name: "engineering",
    alt: "Delavniška risba strojnega dela s prirobnico: pogled od spredaj z izvrtinami za vijake, prerez in mere.",
  },
  trade: {
    name: "trade",
    alt: "Kontejnerska ladja med plovbo in njena pomorska pot od našega domačega pristanišča do pristanišča v tujini.",
  },
  partnerships: {
    name: "partnerships",
    alt: "Naše podjetje v središču mreže proizvajalcev, logističnih podjetij, dobaviteljev in strank.",
  },
});
