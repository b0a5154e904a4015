import { site } from "../site";

/** The regions the countries are grouped in, west to east. */
export type WorkRegion =
  | "Central and Western Europe"
  | "South-East Europe"
  | "Caucasus, Türkiye and Central Asia"
  | "Africa"
  | "East Asia";

/** A country the firm works in; `isoNumeric` matches the world map's Natural Earth data. */
export interface WorkCountry {
  name: string;
  isoNumeric: string;
  region: WorkRegion;
}

/**
 * Where the firm's suppliers, partners and completed projects are: the countries behind the
 * "25+ countries" figure, drawn on the home page's map (scripts/illustrations.ts).
 */
export const workCountries = [
  { name: "Slovenia", isoNumeric: "705", region: "Central and Western Europe" },
  { name: "Austria", isoNumeric: "040", region: "Central and Western Europe" },
  { name: "Germany", isoNumeric: "276", region: "Central and Western Europe" },
  { name: "Italy", isoNumeric: "380", region: "Central and Western Europe" },
  { name: "Switzerland", isoNumeric: "756", region: "Central and Western Europe" },
  { name: "France", isoNumeric: "250", region: "Central and Western Europe" },
  { name: "Netherlands", isoNumeric: "528", region: "Central and Western Europe" },
  { name: "Czechia", isoNumeric: "203", region: "Central and Western Europe" },
  { name: "Slovakia", isoNumeric: "703", region: "Central and Western Europe" },
  { name: "Poland", isoNumeric: "616", region: "Central and Western Europe" },
  { name: "Hungary", isoNumeric: "348", region: "Central and Western Europe" },
  { name: "Croatia", isoNumeric: "191", region: "South-East Europe" },
  { name: "Bosnia and Herzegovina", isoNumeric: "070", region: "South-East Europe" },
  { name: "Serbia", isoNumeric: "688", region: "South-East Europe" },
  { name: "Montenegro", isoNumeric: "499", region: "South-East Europe" },
  { name: "North Macedonia", isoNumeric: "807", region: "South-East Europe" },
  { name: "Albania", isoNumeric: "008", region: "South-East Europe" },
  { name: "Moldova", isoNumeric: "498", region: "South-East Europe" },
  { name: "Türkiye", isoNumeric: "792", region: "Caucasus, Türkiye and Central Asia" },
  { name: "Georgia", isoNumeric: "268", region: "Caucasus, Türkiye and Central Asia" },
  { name: "Armenia", isoNumeric: "051", region: "Caucasus, Türkiye and Central Asia" },
  { name: "Azerbaijan", isoNumeric: "031", region: "Caucasus, Türkiye and Central Asia" },
  { name: "Kazakhstan", isoNumeric: "398", region: "Caucasus, Türkiye and Central Asia" },
  { name: "Uzbekistan", isoNumeric: "860", region: "Caucasus, Türkiye and Central Asia" },
  { name: "Ghana", isoNumeric: "288", region: "Africa" },
  { name: "China", isoNumeric: "156", region: "East Asia" },
  { name: "Japan", isoNumeric: "392", region: "East Asia" },
  { name: "South Korea", isoNumeric: "410", region: "East Asia" },
] as const satisfies readonly WorkCountry[];

export const workRegions: readonly WorkRegion[] = [
  "Central and Western Europe",
  "South-East Europe",
  "Caucasus, Türkiye and Central Asia",
  "Africa",
  "East Asia",
];

/** The office the map's lines start from (longitude, latitude). */
export const headquarters = {
  name: site.address.city,
  countryCode: site.address.countryCode,
  coordinates: [14.5058, 46.0569] as const,
};

const countryNames = workCountries.map((country) => country.name);

/** "A, B and C". */
const listed = (names: readonly string[]) => `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;

/**
 * The countries of the Europe inset: Europe's, Türkiye and the Caucasus. Central Asia's wide
 * steppes would shrink Europe to a corner; the world map shows them.
 */
export const europeInsetCountries = workCountries.filter(
  (country) =>
    country.region !== "Africa" &&
    country.region !== "East Asia" &&
    country.name !== "Kazakhstan" &&
    country.name !== "Uzbekistan",
);

const europeanNames = europeInsetCountries.map((country) => country.name);

/** The map section on the home page and the text that stands in for the map. */
export const whereWeWorkContent = {
  title: "Where We Work",
  // The figure itself stands beside the map (count), so the intro names the regions.
  intro: `From our office in ${site.address.city} we work with suppliers, partners and clients across Europe, Asia and Africa.`,
  mapAlt: `World map of the region where we work, from West Africa to Japan, marking the countries where we work, with lines from our office in ${site.address.city} to those beyond Europe: ${listed(countryNames)}.`,
  europe: {
    caption: "Europe in detail",
    alt: `Map of Europe marking ${listed(europeanNames)}, with our office in ${site.address.city}.`,
  },
  legend: {
    office: `Our office in ${site.location}`,
    country: "A country where we work",
  },
  /** Beside SPEC's figure, which the map's list bears out (it names more than 25). */
  count: { figure: site.figures.countries, label: "countries, from Ghana to Japan" },
} as const;
