import { plural } from "../plural";
import { slovenian } from "../translation";
import type * as english from "./partner-requests";

export const partnerRequestsContent = slovenian<typeof english.partnerRequestsContent>({
  hero: {
    eyebrow: "Partnerski portal",
    title: "Moja povpraševanja",
    lead: "Sporočila, ki ste jih kot prijavljeni uporabnik poslali naši ekipi, in ali smo jih že obdelali.",
  },
  overviewLink: { label: "Moja povpraševanja" },
  listLabel: "Vaša povpraševanja, najnovejša najprej",
  newRequest: "Novo povpraševanje",
  empty: {
    title: "Povpraševanj še ni",
    text: "Ko nam kot prijavljeni uporabnik pošljete sporočilo, na primer z gumbom »Zaprosi za informacije« na strani izdelka, se povpraševanje prikaže tukaj skupaj s stanjem.",
  },
  olderNotShown: (count: number) =>
    plural("sl", count, {
      one: `Prikazano je le vaše ${count} najnovejše povpraševanje.`,
      two: `Prikazani sta le vaši ${count} najnovejši povpraševanji.`,
      few: `Prikazana so le vaša ${count} najnovejša povpraševanja.`,
      other: `Prikazanih je le vaših ${count} najnovejših povpraševanj.`,
    }),
  sent: "Poslano",
  handled: "Obdelano",
  showMessage: "Prikaži sporočilo",
  states: { received: "Prejeto", handled: "Obdelano" },
  loadFailed: "Vaših povpraševanj ni bilo mogoče naložiti.",
  newBadge: "Novo",
  summary: "Vaša povpraševanja iz portala in njihovo stanje, najnovejša na vrhu.",
  glance: {
    title: "Moja povpraševanja",
    open: (count: number) =>
      `${count} ${plural("sl", count, {
        one: "odprto povpraševanje",
        two: "odprti povpraševanji",
        few: "odprta povpraševanja",
        other: "odprtih povpraševanj",
      })}`,
    openLabel: "Odprto",
    latest: "Najnovejše",
    none: "Nimate še nobenega povpraševanja. Pošljete ga lahko z gumbom »Zaprosi za informacije« na strani katerega koli izdelka.",
  },
});
