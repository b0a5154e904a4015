/**
 * Draws the site's pictures into static SVG files in app/illustrations/, which the pages show
 * as images: the maps from Natural Earth data (the `world-atlas` package), and the line
 * drawings of the firm's work (a machined part, a container ship, a partner network) from the
 * shapes written below. The drawing code runs here, at build time, and never in the browser.
 * A file is written only when its drawing changed, so a build leaves the sources untouched.
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
 * The countries the firm works in, cropped to the region that holds them (Ghana to Japan,
 * the whole of Europe):
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

  // The frame: the marked countries' extent with a margin, so no room goes to the Americas
  // or Oceania; north to the North Cape (71°), so Scandinavia is not cut off above Europe.
  // Fitted to the width, the height follows.
  const frame: MultiPoint = { type: "MultiPoint", coordinates: [] };
  for (let longitude = -12; longitude <= 150; longitude += 2) {
    frame.coordinates.push([longitude, 0], [longitude, 71]);
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
  const view = geoPath(projection);
  const visible = world.features.filter((country) => {
    const [[x0, y0], [x1, y1]] = view.bounds(country);
    return x1 > 0 && y1 > 0 && x0 < width && y0 < height;
  });
  const home = [...headquarters.coordinates] as [number, number];
  // Only the inset's own countries are filled: one the edge cuts (Kazakhstan) is shown whole on
  // the world map, and the inset's text alternative names these alone.
  const wanted = inset;
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

/**
 * Slovenia among its neighbours, the office in Ljubljana marked: the contact page's locator. A
 * wide strip (12:5), as tall as the page header's text beside it, so the header keeps the
 * height that leaves the form in the first screen.
 */
function officeMap(): string {
  const world = countries("50m");
  const slovenia = world.features.find((country) => country.id === "705");
  if (!slovenia) throw new Error("Slovenia is missing from the map data");
  const width = 480;
  const height = 200;
  // Slovenia in the middle, with a margin of its neighbours around it.
  const projection = fitted(
    geoConicConformal().parallels([45, 47]).rotate([-15, 0]),
    width,
    height,
    slovenia,
    [
      [165, 45],
      [width - 165, height - 45],
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

/**
 * The line drawings' palette and pen: the brand's navy for lines, its pale blues for fills,
 * amber for the one thing each drawing points at (app.css tokens, copied as for the maps).
 */
const ink = {
  line: "#194b85",
  paper: "#ffffff",
  ground: "#eef5fc",
  tint: "#d6e6f7",
  tintStrong: "#aecdee",
  hatch: "#7aaee2",
  accent: "#f6b443",
  accentLine: "#e99a1a",
  ring: "#0a1d35",
};

/** The drawings' shared frame: 2:1, the card's picture width on a desktop at about 0.8×. */
const plate = { width: 480, height: 240 };

/** A faint drafting grid, every 24 units: the paper the three drawings share. */
function grid(): string {
  const lines: string[] = [];
  for (let x = 24; x < plate.width; x += 24) lines.push(`M${x} 0V${plate.height}`);
  for (let y = 24; y < plate.height; y += 24) lines.push(`M0 ${y}H${plate.width}`);
  return [
    `<rect width="${plate.width}" height="${plate.height}" fill="${ink.ground}"/>`,
    `<path d="${lines.join("")}" stroke="${ink.tint}" stroke-width="1"/>`,
  ].join("\n");
}

/** An arrowhead at (x, y) pointing along the angle in degrees: a dimension line's end. */
function arrowhead(x: number, y: number, angle: number): string {
  return `<path transform="translate(${x} ${y}) rotate(${angle})" d="M0 0L-7 -3V3Z" fill="${ink.line}"/>`;
}

/**
 * Engineering: a flanged hub in a workshop drawing, front view and section, with centre
 * lines, hatching and dimensions: the kind of part the firm specifies and has made.
 */
function engineeringDrawing(): string {
  const [cx, cy] = [150, 120];
  const bolts = Array.from({ length: 6 }, (_, index) => {
    const angle = ((30 + index * 60) * Math.PI) / 180;
    return `<circle cx="${(cx + 55 * Math.cos(angle)).toFixed(1)}" cy="${(cy + 55 * Math.sin(angle)).toFixed(1)}" r="7"/>`;
  });
  // The section's solid parts (hatched), above and below the bore.
  const upper = "M300 40H326V90H362V107H300Z";
  const lower = "M300 133H362V150H326V200H300Z";
  const centre = `stroke="${ink.accentLine}" stroke-width="1.2" stroke-dasharray="12 3 2 3" fill="none"`;
  const thin = `stroke="${ink.line}" stroke-width="1" fill="none"`;
  return svg(plate.width, plate.height, [
    `<defs><pattern id="hatch" width="7" height="7" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><path d="M0 0V7" stroke="${ink.hatch}" stroke-width="1.5"/></pattern></defs>`,
    grid(),
    `<g stroke="${ink.line}" stroke-width="2" stroke-linejoin="round">`,
    `<circle cx="${cx}" cy="${cy}" r="80" fill="${ink.paper}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="30" fill="${ink.tint}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="13" fill="${ink.ground}"/>`,
    `<path d="M146 107.6V101H154V107.6" fill="${ink.ground}"/>`,
    `<g fill="${ink.paper}">`,
    ...bolts,
    "</g>",
    `<path d="${upper}${lower}" fill="url(#hatch)"/>`,
    `<path d="M300 58H326V72H300ZM300 168H326V182H300Z" fill="${ink.paper}"/>`,
    "</g>",
    `<circle cx="${cx}" cy="${cy}" r="55" ${centre}/>`,
    `<path d="M58 ${cy}H242M${cx} 28V212M290 ${cy}H374" ${centre}/>`,
    // Dimensions: the overall diameter beside the section, its thickness above it.
    `<path d="M330 40H414M330 200H414M404 40V200M300 36V20M326 36V20M300 26H326" ${thin}/>`,
    arrowhead(404, 40, -90),
    arrowhead(404, 200, 90),
    arrowhead(300, 26, 180),
    arrowhead(326, 26, 0),
    // A title block, as on every workshop drawing.
    `<g ${thin}><rect x="392" y="212" width="72" height="20"/><path d="M420 212V232"/></g>`,
  ]);
}

/** One container on deck: a box with its corrugation. */
function container(x: number, y: number, fill: string): string {
  const ribs = [10, 20, 30].map((dx) => `M${x + dx} ${y + 4}V${y + 16}`).join("");
  return `<rect x="${x}" y="${y}" width="40" height="20" fill="${fill}"/><path d="${ribs}" stroke-width="1"/>`;
}

/**
 * International trade: a container ship under way, with the sea route it follows from the
 * home port (amber, as the office is on the maps) to a port abroad.
 */
function tradeDrawing(): string {
  const fills = [ink.paper, ink.tint, ink.tintStrong, ink.accent];
  // Stacks of three, two and one container, tallest amidships.
  const stacks = [1, 2, 3, 3, 2, 2];
  const boxes = stacks.flatMap((height, column) =>
    Array.from({ length: height }, (_, row) =>
      container(150 + column * 40, 130 - row * 20, fills[(column * 2 + row * 3) % fills.length]!),
    ),
  );
  const waves = Array.from({ length: 16 }, () => "q15 -6 30 0").join("");
  return svg(plate.width, plate.height, [
    grid(),
    `<path d="M56 80Q240 -6 424 66" fill="none" stroke="${ink.accentLine}" stroke-width="2" stroke-dasharray="6 6" stroke-linecap="round"/>`,
    `<circle cx="424" cy="66" r="5" fill="${ink.line}"/>`,
    `<circle cx="56" cy="80" r="7" fill="${ink.accent}" stroke="${ink.ring}" stroke-width="2"/>`,
    `<g stroke="${ink.line}" stroke-width="2" stroke-linejoin="round">`,
    `<path d="M60 150H426L404 198H86Z" fill="${ink.paper}"/>`,
    `<path d="M62 150H426L421 161H67Z" fill="${ink.tintStrong}"/>`,
    `<rect x="84" y="100" width="48" height="50" fill="${ink.paper}"/>`,
    `<rect x="92" y="110" width="32" height="8" fill="${ink.line}"/>`,
    `<rect x="100" y="82" width="14" height="18" fill="${ink.accent}"/>`,
    ...boxes,
    "</g>",
    `<path d="M0 186${waves}V240H0Z" fill="${ink.tint}"/>`,
    `<path d="M0 186${waves}" fill="none" stroke="${ink.line}" stroke-width="2" stroke-linecap="round"/>`,
  ]);
}

/** Small pictograms for the partners around the hub, drawn on a 24-unit square. */
const partnerGlyphs = {
  factory: '<path d="M-10 9V-1L-4 -6V-1L2 -6V-1L8 -6V9ZM-5 4H-1M3 4H7"/>',
  container:
    '<rect x="-11" y="-7" width="22" height="14"/><path d="M-5 -3V3M0 -3V3M5 -3V3" stroke-width="1.2"/>',
  document:
    '<rect x="-8" y="-10" width="16" height="20" rx="1"/><path d="M-4 -4H4M-4 0H4M-4 4H1"/>',
  globe:
    '<circle r="10"/><ellipse rx="4.5" ry="10"/><path d="M-10 0H10M-8.5 -5H8.5M-8.5 5H8.5" stroke-width="1.2"/>',
  gear: '<circle r="7"/><circle r="2.5"/><path d="M0 -11V-7M0 7V11M-11 0H-7M7 0H11M-7.8 -7.8L-5 -5M5 5L7.8 7.8M-7.8 7.8L-5 5M5 -5L7.8 -7.8" stroke-width="4" stroke-linecap="butt"/>',
  truck:
    '<path d="M-12 5V-6H3V5ZM3 -2H8L11 2V5H3"/><circle cx="-7" cy="7" r="2.5"/><circle cx="6" cy="7" r="2.5"/>',
};

/**
 * Reliable partnerships: the firm at the centre of its network of manufacturers, suppliers,
 * logistics and clients, each tied to it directly and the whole ring linked together.
 */
function partnershipDrawing(): string {
  const [cx, cy, rx, ry] = [240, 120, 160, 80];
  const glyphs = Object.values(partnerGlyphs);
  const nodes = glyphs.map((glyph, index) => {
    const angle = ((-150 + index * 60) * Math.PI) / 180;
    return { x: cx + rx * Math.cos(angle), y: cy + ry * Math.sin(angle), glyph };
  });
  const n = (value: number) => value.toFixed(1);
  return svg(plate.width, plate.height, [
    grid(),
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="${ink.tintStrong}" stroke-width="2" stroke-dasharray="4 6"/>`,
    `<path d="${nodes.map((node) => `M${cx} ${cy}L${n(node.x)} ${n(node.y)}`).join("")}" stroke="${ink.line}" stroke-width="2"/>`,
    `<g fill="${ink.paper}" stroke="${ink.line}" stroke-width="2" stroke-linejoin="round">`,
    ...nodes.map((node) => `<circle cx="${n(node.x)}" cy="${n(node.y)}" r="23"/>`),
    "</g>",
    `<g fill="none" stroke="${ink.line}" stroke-width="1.8" stroke-linejoin="round" stroke-linecap="round">`,
    ...nodes.map((node) => `<g transform="translate(${n(node.x)} ${n(node.y)})">${node.glyph}</g>`),
    "</g>",
    // The firm: amber, ringed in navy, as the office is marked on the maps.
    `<circle cx="${cx}" cy="${cy}" r="32" fill="${ink.accent}" stroke="${ink.ring}" stroke-width="2.5"/>`,
    `<path transform="translate(${cx} ${cy})" d="M-11 12V-6L0 -13L11 -6V12ZM-5 -2H-1M1 -2H5M-5 4H-1M1 4H5M-3 12V9H3V12" fill="none" stroke="${ink.ring}" stroke-width="2" stroke-linejoin="round"/>`,
  ]);
}

const drawings: Record<string, () => string> = {
  "world-map.svg": worldMap,
  "europe-map.svg": europeMap,
  "office-map.svg": officeMap,
  "engineering.svg": engineeringDrawing,
  "trade.svg": tradeDrawing,
  "partnerships.svg": partnershipDrawing,
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
