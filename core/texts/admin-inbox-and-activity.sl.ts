import { localeSettings } from "../locales";
import { plural } from "../plural";
import { slovenian } from "../translation";
import type * as english from "./admin-inbox-and-activity";

const count = new Intl.NumberFormat(localeSettings.sl.intl);

export const inboxTexts = slovenian<typeof english.inboxTexts>({
  title: "Sporočila",
  description: "Sporočila s kontaktnega obrazca in dostava njihove e-pošte podjetju",
  searchLabel: "Iskanje sporočil",
  searchPlaceholder: "Ime, e-pošta, podjetje ali zadeva",
  tableLabel: "Sporočila s kontaktnega obrazca, najnovejša najprej",
  clear: "Počisti iskanje",
  columns: {
    received: "Prejeto",
    from: "Pošiljatelj",
    subject: "Zadeva in sporočilo",
    delivery: "Dostava e-pošte",
    actions: "Dejanja",
  },
  showMessage: "Prikaži sporočilo",
  retryTarget: (subject: string) => `: dostava sporočila »${subject}«`,
  failedAttempts: (attempts: number) =>
    `${count.format(attempts)} ${plural("sl", attempts, {
      one: "neuspešen poskus",
      two: "neuspešna poskusa",
      few: "neuspešni poskusi",
      other: "neuspešnih poskusov",
    })}`,
  sentAt: "Poslano",
  nextAttempt: "Naslednji poskus",
  heldNotice:
    "Zadržano: poštni strežnik ni nastavljen, zato se e-pošta iz čakalne vrste ne pošilja. Vsa sporočila so še vedno shranjena tukaj.",
  lastError: "Zadnja napaka",
  pagesLabel: "Strani sporočil",
  loading: "Nalaganje sporočil …",
  empty: "Sporočil s kontaktnega obrazca še ni.",
  emptyHint: "Tu so prikazana sporočila, poslana prek kontaktnega obrazca, najnovejša najprej.",
  noMatch: "Iskanju ne ustreza nobeno sporočilo.",
  noMatchHint:
    "Iščite po delu imena, e-poštnega naslova, podjetja ali zadeve ali pa počistite iskanje.",
  stateFilter: {
    label: "Prikaži",
    all: "Vsa",
    open: "Odprta",
    handled: "Obdelana",
  },
  emptyState: {
    open: "Ni odprtih sporočil.",
    handled: "Obdelanih sporočil še ni.",
  },
  emptyStateHint: {
    open: "Vsa sporočila so obdelana. Izberite Vsa, da jih vidite.",
    handled: "Ko na sporočilo odgovorite, ga označite kot obdelano; nato je prikazano tukaj.",
  },
  retry: "Poskusi znova",
  retrying: "Ponovni poskus …",
  retried: {
    title: "Dostava znova v čakalni vrsti",
    description: (email: string) => `Sporočilo pošiljatelja ${email} bo zdaj poslano znova.`,
  },
  retryFailed: "Napaka pri ponovni dostavi",
  partnerAccount: "Partnerski račun",
  handled: "Obdelano",
  handledBy: (email: string) => `Obdelal: ${email}`,
  markHandled: "Označi kot obdelano",
  markingHandled: "Označevanje …",
  markHandledTarget: (subject: string) => ` »${subject}«`,
  markedHandled: {
    title: "Sporočilo označeno kot obdelano",
    description: (email: string) =>
      `Sporočilo pošiljatelja ${email} je zdaj prikazano kot obdelano.`,
  },
  markHandledFailed: "Napaka pri označevanju sporočila kot obdelanega",
  loadFailed: "Napaka pri nalaganju sporočil",
  noMail: "E-pošta tega sporočila ni več shranjena, zato je ni mogoče poslati znova.",
  notFound: "To sporočilo ne obstaja več.",
  notFailed: {
    pending:
      "E-pošta tega sporočila še čaka na dostavo: znova je mogoče poskusiti samo neuspešno dostavo.",
    sent: "E-pošta tega sporočila je že bila dostavljena: znova je mogoče poskusiti samo neuspešno dostavo.",
  },
  status: {
    queued: "V čakalni vrsti",
    retrying: "Ponovno pošiljanje",
    sent: "Poslano",
    failed: "Neuspešno",
    unknown: "Ni shranjeno",
  },
});

export const activityTexts = slovenian<typeof english.activityTexts>({
  title: "Dejavnost",
  description: "Prijave in spremembe računov",
  signIns: "Prijave",
  signInsLabel: "Prijave, najnovejše najprej",
  audit: "Spremembe računov",
  auditLabel: "Spremembe računov, najnovejše najprej",
  loading: "Nalaganje dejavnosti …",
  emptySignIns: "Filtrom ne ustreza nobena prijava.",
  emptyAudit: "Filtrom ne ustreza nobena sprememba računa.",
  loadFailed: "Napaka pri nalaganju dejavnosti",
  logsLabel: "Dnevniki dejavnosti",
  filtersLabel: "Filtriranje dejavnosti",
  userLabel: "E-pošta uporabnika vsebuje",
  sourceLabel: "Vir",
  allSources: "Vsi viri",
  actionLabel: "Dejanje",
  allActions: "Vsa dejanja",
  fromLabel: "Od",
  toLabel: "Do",
  dayFormat: "dd. mm. llll",
  dayInvalid: "Vnesite veljaven datum v obliki dd. mm. llll.",
  clear: "Počisti filtre",
  pagesLabel: "Strani dejavnosti",
  signInColumns: {
    when: "Čas",
    user: "Uporabnik",
    source: "Vir",
    address: "Naslov IP",
    userAgent: "Brskalnik",
  },
  unknownBrowser: "Neznan brskalnik",
  auditColumns: {
    when: "Čas",
    actor: "Izvajalec",
    action: "Dejanje",
    target: "Cilj",
    changed: "Spremenjena polja",
  },
  noChangedFields: "Brez",
  fieldNames: {
    email: "E-pošta",
    password: "Geslo",
    fullName: "Ime in priimek",
    company: "Podjetje",
    role: "Vloga",
    status: "Stanje",
    attempts: "Poskusi",
    nextAttemptAt: "Naslednji poskus",
    handledAt: "Obdelano",
  },
  noTarget: "Brez",
  sources: { "partner-portal": "Partnerski portal", "admin-panel": "Skrbniška plošča" },
  withPasskey: "s ključem za dostop",
  actions: {
    "create-user": "Ustvarjen uporabnik",
    "update-user": "Posodobljen uporabnik",
    "reset-password": "Ponastavljeno geslo",
    "delete-user": "Izbrisan uporabnik",
    "retry-mail": "Ponovno poslana e-pošta",
    "mark-handled": "Sporočilo označeno kot obdelano",
    "remove-two-factor": "Odstranjena dvostopenjska prijava",
    "change-own-password": "Spremenjeno lastno geslo",
    "turn-on-two-factor": "Vklopljena dvostopenjska prijava",
    "turn-off-two-factor": "Izklopljena dvostopenjska prijava",
    "use-recovery-code": "Prijava z obnovitveno kodo",
    "add-passkey": "Dodan ključ za dostop",
    "remove-passkey": "Odstranjen ključ za dostop",
  },
});

export const pagingTexts = slovenian<typeof english.pagingTexts>({
  newer: "Novejša",
  older: "Starejša",
  skipToPagination: "Skoči na strani seznama",
});
