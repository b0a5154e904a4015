import { site } from "../site";
import { slovenian } from "../translation";
import type * as english from "./admin-login";

export const adminLoginContent = slovenian<typeof english.adminLoginContent>({
  meta: {
    title: "Skrbniška prijava",
    description: `Prijavite se v skrbniško ploščo podjetja ${site.name} za upravljanje partnerskih in skrbniških računov.`,
  },
  title: "Skrbniška prijava",
  lead: "Za upravljanje uporabnikov se prijavite s skrbniškim računom.",
  fields: { email: "E-pošta", password: "Geslo" },
  showPassword: "Pokaži geslo",
  submit: "Prijava",
  submitting: "Prijavljanje …",
  sampleCredentials: "Predstavitveni podatki za prijavo",
  backHome: "Nazaj na domačo stran",
  partnerLogin: "Ste partner? Prijavite se v partnerski portal",
});
