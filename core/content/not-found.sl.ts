import { paths } from "../paths";
// The Slovenian twin named directly, so the texts read the same here as in the Slovenian build.
import { pageErrorTexts } from "../texts/page-errors.sl";
import { slovenian } from "../translation";
import type * as english from "./not-found";

export const notFoundContent = slovenian<typeof english.notFoundContent>({
  metaTitle: "Strani ni mogoče najti",
  title: "Ups! Strani ni mogoče najti",
  text: "Stran, ki jo iščete, ne obstaja ali je bila premaknjena.",
  triedLabel: "Poskušali ste odpreti",
  home: { label: pageErrorTexts.returnHome, to: paths.home },
  waysOnTitle: "Kam naprej",
  waysOn: [
    {
      icon: "layers",
      label: "Storitve",
      to: paths.services,
      description: "Inženirsko svetovanje, sistemska integracija, vodenje projektov in trgovina.",
    },
    {
      icon: "handshake",
      label: "Kontakt",
      to: paths.contact,
      description: "Povejte nam, kaj potrebujete, in odgovoril vam bo pravi sogovornik.",
    },
    {
      icon: "shield",
      label: "Partnerski portal",
      to: paths.login,
      description:
        "Prijavite se za informacije o izdelkih, rešitve za javni sektor in referenčne projekte.",
    },
  ],
});
