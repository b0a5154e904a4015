import { slovenian } from "../translation";
import type * as english from "./contact-topics";
import { portalPageTitles } from "./portal-page-names.sl";

export const contactTopicSubjects = slovenian<typeof english.contactTopicSubjects>({
  "smart-card-solutions": `Prošnja za informacije: ${portalPageTitles["smart-card-solutions"]}`,
  "government-solutions": `Prošnja za posvet: ${portalPageTitles["government-solutions"]}`,
  "semiconductor-products": `Prošnja za informacije: ${portalPageTitles["semiconductor-products"]}`,
  "vision-inspection": `Prošnja za informacije: ${portalPageTitles["vision-inspection"]}`,
  "software-solutions": `Prošnja za informacije: ${portalPageTitles["software-solutions"]}`,
  "service-support": `Prošnja za informacije: ${portalPageTitles["service-support"]}`,
  "precision-manufacturing": `Prošnja za informacije: ${portalPageTitles["precision-manufacturing"]}`,
  "e-mobility-solar": `Prošnja za informacije: ${portalPageTitles["e-mobility-solar"]}`,
  "new-project": "Ekipa za partnerje: načrtovanje novega projekta",
  "case-study-reference": "Ekipa za partnerje: referenca za ponudbo",
});
