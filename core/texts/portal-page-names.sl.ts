import { slovenian } from "../translation";
import type * as english from "./portal-page-names";

export const portalPageTitles = slovenian<typeof english.portalPageTitles>({
  "smart-card-solutions": "Varnostne rešitve",
  "government-solutions": "Rešitve za državno upravo",
  "semiconductor-products": "Industrijske rešitve",
  "vision-inspection": "Nadzor kakovosti",
  "software-solutions": "Programska oprema in IT",
  "service-support": "Podporne storitve",
  "precision-manufacturing": "Proizvodnja",
  "e-mobility-solar": "Zelene tehnologije",
  "case-studies": "Referenčni projekti",
});
