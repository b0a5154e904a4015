import { slovenian } from "../translation";
import type * as english from "./contact-form";

export const contactFormTexts = slovenian<typeof english.contactFormTexts>({
  fields: {
    name: "Ime in priimek",
    email: "E-pošta",
    company: "Podjetje",
    subject: "Zadeva",
    message: "Sporočilo",
  },
  optional: "(neobvezno)",
  honeypot: "Tega polja ne izpolnjujte",
  send: "Pošlji sporočilo",
  sending: "Pošiljanje …",
});
