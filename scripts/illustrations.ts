/**
 * Draws the site's maps from Natural Earth data (the `world-atlas` package) into static SVG
 * files in app/illustrations/, which the pages show as images: the map code runs here, at
 * build time, and never in the browser. A file is written only when its drawing changed, so
 * a build leaves the sources untouched.
 *
 *   npx tsx scripts/illustrations.ts          write the drawings
 *   npx tsx scripts/illustrations.ts --check  fail if a checked-in drawing is out of date
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  geoCentroid,
  geoConicConformal,
  geoContains,
  geoEqualEarth,
  geoPath,
  type GeoProjection,
} from "d3-geo";
import type { Feature, FeatureCollection, Geometry, MultiPoint } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { europeInsetCountries, headquarters, workCountries } from "../core/content/countries";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(root, "app", "illustrations");
const require = createRequire(import.meta.url);

/** The brand's colours (app.css), written into the drawings, which cannot read CSS tokens. */
const colour = {
  land: "#e2e8f0",
  border: "#ffffff",
  country: "#1f5da3",
  home: "#f6b443",
  homeRing: "#0a1d35",
  route: "#e99a1a",
  neighbour: "#e2e8f0",
  sea: "#eef5fc",
  neighbourBorder: "#f8fafc",
};

type Countries = FeatureCollection<Geometry, { name: string }>;

function countries(resolution: "110m" | "50m"): Countries {
  const file = require.resolve(`world-atlas/countries-${resolution}.json`);
  const topology = JSON.parse(readFileSync(file, "utf8")) as Topology<{
    countries: GeometryCollection<{ name: string }>;
  }>;
  return feature(topology, topology.objects.countries) as Countries;
}

/** Path data with one decimal: invisible at the sizes shown, a third of the bytes. */
/** A projection clipped to a width × height canvas, with `object` fitted into `inner`. */
function fitted(
  projection: GeoProjection,
  width: number,
  height: number,
  object: Geometry | Feature,
  inner: [[number, number], [number, number]] = [
    [0, 0],
    [width, height],
  ],
): GeoProjection {
  return projection
    .clipExtent([
      [0, 0],
      [width, height],
    ])
    .fitExtent(inner, object);
}

function pathData(projection: GeoProjection, object: Geometry | Feature): string {
  const data = geoPath(projection).digits(1)(object);
  return data ?? "";
}

const svg = (width: number, height: number, body: string[]) =>
  [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    ...body,
    "</svg>",
    "",
  ].join("\n");

/** The world map's size: its width is fixed, its height follows the region it shows. */
const worldMapWidth = 960;

/**
 * The countries the firm works in, cropped to the region that holds them (Ghana to Japan):
 * each country filled, the office marked, and one gentle arc from the office to each country
 * beyond Europe. Europe's countries touch the office's own, so lines to them would only knot
 * around Ljubljana; the inset shows them instead.
 */
function worldMap(): string {
  const world = countries("110m");
  const width = worldMapWidth;
  const wanted = new Set<string>(workCountries.map((country) => country.isoNumeric));
  const missing = [...wanted].filter((id) => !world.features.some((c) => c.id === id));
  if (missing.length > 0) throw new Error(`no country with the ISO number ${missing.join(", ")}`);
  const marked = world.features.filter((country) => wanted.has(String(country.id)));

  // The frame: the marked countries' extent with a margin, so no room goes to the Americas,
  // Oceania or the Arctic. Fitted to the width, the height follows.
  const frame: MultiPoint = { type: "MultiPoint", coordinates: [] };
  for (let longitude = -12; longitude <= 150; longitude += 2) {
    frame.coordinates.push([longitude, 0], [longitude, 60]);
  }
  const margin = 8;
  const probe = geoEqualEarth()
    .rotate([-68, 0])
    .fitWidth(width - 2 * margin, frame);
  const [[, top], [, bottom]] = geoPath(probe).bounds(frame);
  const height = Math.round(bottom - top + 2 * margin);
  const projection = fitted(geoEqualEarth().rotate([-68, 0]), width, height, frame, [
    [margin, margin],
    [width - margin, height - margin],
  ]);

  const view = geoPath(projection);
  const visible = world.features.filter((country) => {
    const [[x0, y0], [x1, y1]] = view.bounds(country);
    return x1 > 0 && y1 > 0 && x0 < width && y0 < height;
  });
  const home = [...headquarters.coordinates] as [number, number];
  const start = point(projection, home);
  const farAway = workCountries
    .filter((country) => !country.region.endsWith("Europe"))
    .map((country) => marked.find((feature) => feature.id === country.isoNumeric)!);
  const body = [
    `<rect width="${width}" height="${height}" fill="${colour.sea}"/>`,
    `<g fill="${colour.land}" stroke="${colour.border}" stroke-width="0.6" stroke-linejoin="round">`,
    ...visible
      .filter((country) => !wanted.has(String(country.id)))
      .map((country) => `<path d="${pathData(projection, country)}"/>`),
    "</g>",
    `<g fill="${colour.country}" stroke="${colour.border}" stroke-width="0.6" stroke-linejoin="round">`,
    ...marked.map((country) => `<path d="${pathData(projection, country)}"/>`),
    "</g>",
    `<g fill="none" stroke="${colour.route}" stroke-width="1.6" stroke-linecap="round">`,
    ...farAway.map((country) => arc(start, point(projection, centre(country)))),
    "</g>",
    `<g fill="${colour.route}" stroke="${colour.border}" stroke-width="1">`,
    ...farAway.map((country) => dot(projection, centre(country), 3.5)),
    "</g>",
    `<g fill="${colour.home}" stroke="${colour.homeRing}" stroke-width="1.8">`,
    dot(projection, home, 6),
    "</g>",
  ];
  return svg(width, height, body);
}

function point(projection: GeoProjection, at: [number, number]): [number, number] {
  const projected = projection(at);
  if (!projected) throw new Error(`cannot project ${at.join(", ")}`);
  return projected;
}

/**
 * A quadratic curve from `from` to `to`, bowed to the same side (the left of its direction)
 * by a fixed share of its length: lines from one point bowed alike nest instead of crossing.
 */
function arc(from: [number, number], to: [number, number]): string {
  const [x0, y0] = from;
  const [x1, y1] = to;
  const bow = 0.12;
  const cx = (x0 + x1) / 2 + (y1 - y0) * bow;
  const cy = (y0 + y1) / 2 - (x1 - x0) * bow;
  const n = (value: number) => value.toFixed(1);
  return `<path d="M${n(x0)} ${n(y0)}Q${n(cx)} ${n(cy)} ${n(x1)} ${n(y1)}"/>`;
}

/** A point inside the country: its centroid, or for a country that wraps around, its largest part's. */
function centre(country: Feature): [number, number] {
  const centroid = geoCentroid(country);
  if (geoContains(country, centroid)) return centroid;
  const geometry = country.geometry;
  if (geometry.type !== "MultiPolygon") return centroid;
  const largest = [...geometry.coordinates].sort((a, b) => b[0]!.length - a[0]!.length)[0]!;
  return geoCentroid({ type: "Polygon", coordinates: largest });
}

function dot(projection: GeoProjection, at: [number, number], radius: number): string {
  const [x, y] = point(projection, at);
  return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${radius}"/>`;
}

/**
 * Europe in detail, where most of the countries are too small to read on the world map: the
 * same countries filled, the office marked. The view is fitted to the European countries of
 * the list, Türkiye and the Caucasus with a margin, so none of them is cut at the edge.
 */
function europeMap(): string {
  const world = countries("110m");
  const width = 480;
  const height = 360;
  const inset = new Set<string>(europeInsetCountries.map((country) => country.isoNumeric));
  const shown: FeatureCollection = {
    type: "FeatureCollection",
    // France's overseas departments would stretch the view across the oceans: its mainland only.
    features: world.features
      .filter((country) => inset.has(String(country.id)))
      .map((country) => (country.id === "250" ? mainland(country) : country)),
  };
  const margin = 14;
  const projection = fitted(
    geoConicConformal().parallels([38, 52]).rotate([-18, 0]),
    width,
    height,
    shown as unknown as Feature,
    [
      [margin, margin],
      [width - margin, height - margin],
    ],
  );
  const wanted = new Set<string>(workCountries.map((country) => country.isoNumeric));
  const view = geoPath(projection);
  const visible = world.features.filter((country) => {
    const [[x0, y0], [x1, y1]] = view.bounds(country);
    return x1 > 0 && y1 > 0 && x0 < width && y0 < height;
  });
  const home = [...headquarters.coordinates] as [number, number];
  const body = [
    `<rect width="${width}" height="${height}" fill="${colour.sea}"/>`,
    `<g fill="${colour.land}" stroke="${colour.border}" stroke-width="0.8" stroke-linejoin="round">`,
    ...visible
      .filter((country) => !wanted.has(String(country.id)))
      .map((country) => `<path d="${pathData(projection, country)}"/>`),
    "</g>",
    `<g fill="${colour.country}" stroke="${colour.border}" stroke-width="0.8" stroke-linejoin="round">`,
    ...visible
      .filter((country) => wanted.has(String(country.id)))
      .map((country) => `<path d="${pathData(projection, country)}"/>`),
    "</g>",
    `<g fill="${colour.home}" stroke="${colour.homeRing}" stroke-width="1.8">`,
    dot(projection, home, 6),
    "</g>",
  ];
  return svg(width, height, body);
}

/** A country without its parts far from Europe (west of the Atlantic, south of the Sahara). */
function mainland(country: Countries["features"][number]): Countries["features"][number] {
  const geometry = country.geometry;
  if (geometry.type !== "MultiPolygon") return country;
  const near = geometry.coordinates.filter((polygon) =>
    polygon[0]!.every(([longitude, latitude]) => longitude! > -12 && latitude! > 34),
  );
  return { ...country, geometry: { type: "MultiPolygon", coordinates: near } };
}

/** Slovenia among its neighbours, the office in Ljubljana marked: the contact page's locator. */
function officeMap(): string {
  const world = countries("50m");
  const slovenia = world.features.find((country) => country.id === "705");
  if (!slovenia) throw new Error("Slovenia is missing from the map data");
  const width = 480;
  const height = 320;
  // Slovenia in the middle, with a margin of its neighbours around it.
  const projection = fitted(
    geoConicConformal().parallels([45, 47]).rotate([-15, 0]),
    width,
    height,
    slovenia,
    [
      [150, 90],
      [width - 150, height - 90],
    ],
  );
  const view = geoPath(projection);
  const visible = world.features.filter((country) => {
    const [[x0, y0], [x1, y1]] = view.bounds(country);
    return x1 > 0 && y1 > 0 && x0 < width && y0 < height && country.id !== "705";
  });
  const home = [...headquarters.coordinates] as [number, number];
  const body = [
    `<rect width="${width}" height="${height}" fill="${colour.sea}"/>`,
    `<g fill="${colour.neighbour}" stroke="${colour.neighbourBorder}" stroke-width="1.5" stroke-linejoin="round">`,
    ...visible.map((country) => `<path d="${pathData(projection, country)}"/>`),
    "</g>",
    `<path fill="${colour.country}" stroke="${colour.border}" stroke-width="1.5" stroke-linejoin="round" d="${pathData(projection, slovenia)}"/>`,
    `<g fill="${colour.home}" stroke="${colour.homeRing}" stroke-width="2.5">`,
    dot(projection, home, 8),
    "</g>",
  ];
  return svg(width, height, body);
}

const drawings: Record<string, () => string> = {
  "world-map.svg": worldMap,
  "europe-map.svg": europeMap,
  "office-map.svg": officeMap,
};

/** Each drawing's size, read from its own <svg> element. */
function sizeOf(drawn: string): { width: number; height: number } {
  const match = /<svg [^>]*width="(\d+)" height="(\d+)"/.exec(drawn);
  if (!match) throw new Error("a drawing without its width and height");
  return { width: Number(match[1]), height: Number(match[2]) };
}

// The drawings, and their sizes for the pages' <img width height> (sizes.json): a map whose
// frame changes cannot leave a page reserving the wrong room for it.
const outputs = new Map<string, string>();
const sizes: Record<string, { width: number; height: number }> = {};
for (const [name, draw] of Object.entries(drawings)) {
  const drawn = draw();
  outputs.set(name, drawn);
  sizes[name] = sizeOf(drawn);
}
outputs.set("sizes.json", JSON.stringify(sizes, null, 2) + "\n");

const check = process.argv.includes("--check");
let stale = 0;
for (const [name, drawn] of outputs) {
  const file = path.join(outDir, name);
  const current = existsSync(file) ? readFileSync(file, "utf8") : null;
  if (current === drawn) continue;
  if (check) {
    console.error(
      `${path.relative(root, file)} is out of date: run npx tsx scripts/illustrations.ts`,
    );
    stale++;
  } else {
    writeFileSync(file, drawn);
  }
}
if (stale > 0) process.exit(1);
