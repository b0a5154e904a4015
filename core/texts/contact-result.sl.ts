import { site } from "../site.sl";
import { slovenian } from "../translation";
import type * as english from "./contact-result";

export const contactResult = slovenian<typeof english.contactResult>({
  sent: {
    followInPortal: "Spremljaj v Mojih povpraševanjih",
    followHint:
      "Vaše sporočilo je zdaj med vašimi povpraševanji, kjer boste videli, kdaj ga obravnavamo.",
    another: "Pošlji novo sporočilo",
  },
  failed: {
    title: "Vaše sporočilo ni bilo poslano",
    retry:
      "Vse, kar ste vnesli, je še vedno v obrazcu. Preverite povezavo in znova pritisnite »Pošlji sporočilo«.",
    orWrite: "Če sporočila še vedno ne bo mogoče poslati, nam pišite na",
    tooMany: "Znova ga lahko pošljete čez nekaj minut; vse, kar ste vnesli, ostane v obrazcu.",
  },
  email: site.publicEmail,
});
