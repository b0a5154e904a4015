import { site } from "../site";
import { slovenian } from "../translation";
import type * as english from "./login";

export const loginContent = slovenian<typeof english.loginContent>({
  meta: {
    title: "Prijava za partnerje",
    description: `Prijavite se v partnerski portal podjetja ${site.name}: portfelj izdelkov, rešitve za državne identifikacijske dokumente in referenčni projekti za naše poslovne partnerje.`,
  },
  title: "Prijava za partnerje",
  lead: "Prijavite se za dostop do partnerskega portala.",
  fields: {
    email: "E-pošta",
    password: "Geslo",
    remember: "Zapomni si me",
  },
  showPassword: "Pokaži geslo",
  submit: "Prijava",
  submitting: "Prijavljanje …",
  forgotPassword: "Ste pozabili geslo?",
  useAnotherAccount: "Uporabi drug račun",
  sampleCredentials: "Predstavitveni podatki za prijavo",
  noAccess: "Potrebujete partnerski dostop?",
  contactLink: "Pišite nam",
  backHome: "Nazaj na domačo stran",
});
