// The Slovenian twin named directly, so the texts read the same here as in the Slovenian build.
import { site } from "../site.sl";
import { slovenian } from "../translation";
import type * as english from "./countries";

/** The regions, as `countries.ts` groups them, west to east. */
const regions = [
  "Srednja in Zahodna Evropa",
  "Jugovzhodna Evropa",
  "Kavkaz, Turčija in Srednja Azija",
  "Afrika",
  "Vzhodna Azija",
] as const;
type Region = (typeof regions)[number];

const [central, southEast, caucasus, africa, eastAsia] = regions;

/** The countries in the order and with the codes of `countries.ts`, named in Slovenian. */
const countries = [
  { name: "Slovenija", isoNumeric: "705", region: central },
  { name: "Avstrija", isoNumeric: "040", region: central },
  { name: "Nemčija", isoNumeric: "276", region: central },
  { name: "Italija", isoNumeric: "380", region: central },
  { name: "Švica", isoNumeric: "756", region: central },
  { name: "Francija", isoNumeric: "250", region: central },
  { name: "Nizozemska", isoNumeric: "528", region: central },
  { name: "Češka", isoNumeric: "203", region: central },
  { name: "Slovaška", isoNumeric: "703", region: central },
  { name: "Poljska", isoNumeric: "616", region: central },
  { name: "Madžarska", isoNumeric: "348", region: central },
  { name: "Hrvaška", isoNumeric: "191", region: southEast },
  { name: "Bosna in Hercegovina", isoNumeric: "070", region: southEast },
  { name: "Srbija", isoNumeric: "688", region: southEast },
  { name: "Črna gora", isoNumeric: "499", region: southEast },
  { name: "Severna Makedonija", isoNumeric: "807", region: southEast },
  { name: "Albanija", isoNumeric: "008", region: southEast },
  { name: "Moldavija", isoNumeric: "498", region: southEast },
  { name: "Turčija", isoNumeric: "792", region: caucasus },
  { name: "Gruzija", isoNumeric: "268", region: caucasus },
  { name: "Armenija", isoNumeric: "051", region: caucasus },
  { name: "Azerbajdžan", isoNumeric: "031", region: caucasus },
  { name: "Kazahstan", isoNumeric: "398", region: caucasus },
  { name: "Uzbekistan", isoNumeric: "860", region: caucasus },
  { name: "Gana", isoNumeric: "288", region: africa },
  { name: "Kitajska", isoNumeric: "156", region: eastAsia },
  { name: "Japonska", isoNumeric: "392", region: eastAsia },
  { name: "Južna Koreja", isoNumeric: "410", region: eastAsia },
] as const satisfies readonly { name: string; isoNumeric: string; region: Region }[];

export const workCountries = slovenian<typeof english.workCountries>(countries);

export const workRegions = slovenian<typeof english.workRegions>(regions);

/** The office the map's lines start from (longitude, latitude), as in `countries.ts`. */
export const headquarters = slovenian<typeof english.headquarters>({
  name: site.address.city,
  countryCode: site.address.countryCode,
  coordinates: [14.5058, 46.0569],
});

/** "A, B in C". */
const listed = (names: readonly string[]) => `${names.slice(0, -1).join(", ")} in ${names.at(-1)}`;

/** Kazakhstan and Uzbekistan, left out of the Europe inset as in `countries.ts`. */
const centralAsia = new Set<string>(["398", "860"]);

const europeCountries = countries.filter(
  (country) =>
    country.region !== africa &&
    country.region !== eastAsia &&
    !centralAsia.has(country.isoNumeric),
);

export const europeInsetCountries = slovenian<typeof english.europeInsetCountries>(europeCountries);

export const whereWeWorkContent = slovenian<typeof english.whereWeWorkContent>({
  title: "Kje delamo",
  intro:
    "Iz naše pisarne v Ljubljani sodelujemo z dobavitelji, partnerji in strankami po Evropi, Aziji in Afriki.",
  mapAlt: `Zemljevid sveta od Zahodne Afrike do Japonske z označenimi državami, v katerih delamo, in s črtami od naše pisarne v Ljubljani do tistih zunaj Evrope. Označene države: ${listed(countries.map((country) => country.name))}.`,
  europe: {
    caption: "Povečan prikaz Evrope",
    alt: `Zemljevid Evrope z našo pisarno v Ljubljani. Označene države: ${listed(europeCountries.map((country) => country.name))}.`,
  },
  legend: {
    office: `Naša pisarna: ${site.location}`,
    country: "Država, v kateri delamo",
  },
  count: { figure: site.figures.countries, label: "držav, od Gane do Japonske" },
});
