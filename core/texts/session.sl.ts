import { slovenian } from "../translation";
import type * as english from "./session";

export const logoutMessages = slovenian<typeof english.logoutMessages>({
  success: { title: "Odjava uspešna", description: "Uspešno ste se odjavili." },
  failed: { title: "Napaka", description: "Odjava ni uspela" },
});

export const sessionMessages = slovenian<typeof english.sessionMessages>({
  expired: {
    title: "Seja je potekla",
    description: "Vaša seja je potekla. Prijavite se znova.",
  },
});

export const signedInLinks = slovenian<typeof english.signedInLinks>({
  partnerPortal: "Partnerski portal",
  adminPanel: "Skrbniška plošča",
});

export const authControlTexts = slovenian<typeof english.authControlTexts>({
  partnerLogin: "Prijava za partnerje",
  logout: "Odjava",
});
