import { passwordRules } from "../limits";
import { formatCount } from "../numbers";
import { plural } from "../plural";
import { site } from "../site";
import { slovenian } from "../translation";
import type * as english from "./admin-panel";
// The password rules' own words, as every other screen says them.
import { passwordMessages } from "./passwords.sl";

/** "6 znakov" after "najmanj": the count of characters in the accusative. */
const characters = (length: number) =>
  `${length} ${plural("sl", length, { one: "znak", two: "znaka", few: "znake", other: "znakov" })}`;

export const adminPanelText = slovenian<typeof english.adminPanelText>({
  title: "Skrbniška plošča",
  metaDescription:
    "Tu skrbniki podjetja upravljajo uporabniške račune ter pregledujejo sporočila s kontaktnega obrazca in dejavnost.",
  welcome: (email: string) => `Dobrodošli, ${email}`,
  homeLink: `${site.name}, domača stran`,
  logout: "Odjava",
  loggingOut: "Odjavljanje …",
  nav: {
    label: "Razdelki skrbniške plošče",
    users: "Uporabniki",
    messages: "Sporočila",
    activity: "Dejavnost",
  },
  loading: "Nalaganje …",
  accessDenied: {
    title: "Dostop zavrnjen",
    description: "Za skrbniško ploščo potrebujete skrbniški račun.",
    signInAsAdmin: "Prijava kot skrbnik",
  },
  loadFailed: "Skrbniške plošče ni bilo mogoče naložiti. Poskusite znova.",
  tryAgain: "Poskusi znova",
  retry: "Poskusi znova",
  retrying: "Ponovni poskus …",
  filters: "Filtri",
  filtersActive: (active: number) =>
    `${active} ${plural("sl", active, {
      one: "aktiven filter",
      two: "aktivna filtra",
      few: "aktivni filtri",
      other: "aktivnih filtrov",
    })}`,
});

export const userManagementText = slovenian<typeof english.userManagementText>({
  summary: { totalUsers: "Vsi uporabniki", adminUsers: "Skrbniki", totalLogins: "Vse prijave" },
  title: "Upravljanje uporabnikov",
  description: "Upravljajte uporabniške račune in njihove pravice",
  addUser: "Dodaj uporabnika",
  loadingUsers: "Nalaganje uporabnikov …",
  noUsers: "Ni uporabnikov.",
  noMatches: (search: string) => `Iskanju »${search}« ne ustreza noben uporabnik.`,
  noMatchesHint: "Iščite po delu e-poštnega naslova, imena ali podjetja ali pa počistite iskanje.",
  noUsersHint: "Partnerja ali skrbnika dodate z gumbom Dodaj uporabnika.",
  search: { label: "Iskanje uporabnikov", placeholder: "Iščite po e-pošti, imenu ali podjetju" },
  columns: {
    email: "E-pošta",
    fullName: "Ime",
    company: "Podjetje",
    role: "Vloga",
    loginCount: "Prijave",
    lastLogin: "Zadnja prijava",
    actions: "Dejanja",
  },
  sortBy: (column: string) => `Razvrsti po stolpcu ${column}`,
  phoneSort: {
    label: "Razvrsti po",
    created: "Datum dodajanja",
    option: (column: string, order: "asc" | "desc") =>
      `${column} (${order === "asc" ? "naraščajoče" : "padajoče"})`,
  },
  never: "Nikoli",
  roles: { partner: "Partner", admin: "Skrbnik" },
  actions: {
    edit: (email: string) => `Uredi ${email}`,
    resetPassword: (email: string) => `Ponastavi geslo za ${email}`,
    delete: (email: string) => `Izbriši ${email}`,
  },
  actionWords: { edit: "Uredi", resetPassword: "Ponastavi geslo", delete: "Izbriši" },
  pagination: {
    label: "Strani uporabnikov",
    previous: "Prejšnja",
    next: "Naslednja",
    status: (page: number, pages: number, total: number) =>
      `Stran ${formatCount("sl", page)} od ${formatCount("sl", pages)} (${formatCount("sl", total)} ${plural(
        "sl",
        total,
        { one: "uporabnik", two: "uporabnika", few: "uporabniki", other: "uporabnikov" },
      )})`,
  },
});

export const userFormText = slovenian<typeof english.userFormText>({
  createTitle: "Nov uporabnik",
  createDescription: "Dodajte partnerski ali skrbniški račun.",
  editTitle: "Urejanje uporabnika",
  editDescription: "Spremenite ime, podjetje, vlogo ali geslo tega računa.",
  fields: {
    email: "E-pošta",
    password: "Geslo",
    fullName: "Ime in priimek",
    company: "Podjetje",
    role: "Vloga",
  },
  placeholders: {
    createPassword: "Pustite prazno za samodejno ustvarjeno geslo",
    editPassword: "Pustite prazno, da ostane trenutno geslo",
  },
  passwordHint: `Zahteve za geslo: najmanj ${characters(passwordRules.minLength)}, vključno s črkami in številkami`,
  create: "Ustvari uporabnika",
  creating: "Ustvarjanje …",
  save: "Posodobi uporabnika",
  saving: "Posodabljanje …",
  cancel: "Prekliči",
  close: "Zapri",
  twoFactor: {
    title: "Dvostopenjska prijava",
    on: "Vklopljena. Če je lastnik računa izgubil telefon in obnovitvene kode, jo odstranite: dokler je znova ne nastavi, se prijavlja samo z geslom, o odstranitvi pa ga obvestimo po e-pošti.",
    remove: "Odstrani dvostopenjsko prijavo",
    confirm: (email: string) => `Želite odstraniti dvostopenjsko prijavo za ${email}?`,
    confirmRemove: "Odstrani",
    keep: "Obdrži",
    removing: "Odstranjevanje …",
    removed: "Dvostopenjska prijava odstranjena",
    failed: "Dvostopenjske prijave ni bilo mogoče odstraniti",
  },
});

export const confirmText = slovenian<typeof english.confirmText>({
  resetTitle: "Ponastavitev gesla",
  resetDescription: (email: string) =>
    `Želite ponastaviti geslo za ${email}? Ustvarjeno bo novo geslo, ki bo prikazano samo enkrat; vse seje uporabnika se bodo končale.`,
  reset: "Ponastavi geslo",
  deleteTitle: "Izbris uporabnika",
  deleteDescription: (email: string) =>
    `Ali ste prepričani, da želite izbrisati uporabnika ${email}?`,
  delete: "Izbriši",
  cancel: "Prekliči",
});

export const adminToasts = slovenian<typeof english.adminToasts>({
  authRequired: {
    title: "Potrebna je prijava",
    description: "Za nadaljevanje se znova prijavite.",
  },
  passwordValidationFailed: passwordMessages.validationFailedTitle,
  weakPassword: passwordMessages.weak,
  loadError: "Napaka pri nalaganju uporabnikov",
  createError: "Napaka pri ustvarjanju uporabnika",
  updateError: "Napaka pri posodabljanju uporabnika",
  resetError: "Napaka pri ponastavitvi gesla",
  deleteError: "Napaka pri brisanju uporabnika",
  unexpected: "Prišlo je do nepričakovane napake",
  unreachable: "Strežnika ni bilo mogoče doseči. Preverite internetno povezavo.",
  reloadPage: "Znova naloži stran",
  created: "Uporabnik ustvarjen",
  createdPassword: (password: string) => `Geslo: ${password}`,
  updated: "Uporabnik posodobljen",
  reset: "Geslo ponastavljeno",
  resetPassword: (email: string, password: string) => `Novo geslo za ${email}: ${password}`,
  deleted: "Uporabnik izbrisan",
  copyPassword: "Kopiraj geslo",
  copied: "Geslo kopirano",
});
