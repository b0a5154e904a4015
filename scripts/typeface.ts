/**
 * Makes the site's typeface from the installed `@fontsource-variable/inter` package: Inter
 * Variable cut down to the characters and weights the site sets, as woff2, with the
 * @font-face rules that use it and fallback faces whose metrics match Inter, so the swap to
 * the web font moves nothing. The build runs it (vite-plugins/typeface.ts); a file is written
 * only when its content changed.
 *
 *   npx tsx scripts/typeface.ts <folder>   write the files and print their sizes
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import arial from "@capsizecss/metrics/arial";
import helvetica from "@capsizecss/metrics/helvetica";
import inter from "@capsizecss/metrics/inter";
import roboto from "@capsizecss/metrics/roboto";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);

/** The family the pages name first; the fallbacks follow it in the stack. */
const TYPEFACE_FAMILY = "Inter Variable";

/**
 * Weights the site sets (regular to extra bold): the variable axis is cut to this range,
 * which drops a quarter of the file.
 */
const WEIGHTS = { min: 400, max: 800 };

/** Latin Extended-A: č, š, ž, ć, đ and the rest of Central Europe's letters. */
const LATIN_EXT_A = "U+0100-017F";

interface Metrics {
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
}

/**
 * DejaVu Sans (most Linux desktops) is not in @capsizecss/metrics: its vertical metrics are
 * the font's own (hhea, version 2.37), its average width measured the way capsize measures
 * the others (advance widths weighted by English letter frequency).
 */
const dejaVuSans: Metrics = {
  ascent: 1901,
  descent: -483,
  lineGap: 0,
  unitsPerEm: 2048,
  xWidthAvg: 1046,
};

interface Fallback {
  family: string;
  metrics: Metrics;
  /** local() names of the regular and the bold cut, full name and PostScript name. */
  regular: string[];
  bold: string[];
}

/**
 * Local fonts the fallback faces draw on, in the order tried. Liberation Sans and Arimo share
 * Arial's metrics, so Arial's overrides suit them too.
 */
const FALLBACKS: Fallback[] = [
  {
    family: "Inter Fallback Arial",
    metrics: arial,
    regular: ["Arial", "ArialMT", "Liberation Sans", "LiberationSans", "Arimo", "Arimo-Regular"],
    bold: [
      "Arial Bold",
      "Arial-BoldMT",
      "Liberation Sans Bold",
      "LiberationSans-Bold",
      "Arimo Bold",
      "Arimo-Bold",
    ],
  },
  {
    family: "Inter Fallback Helvetica",
    metrics: helvetica,
    regular: ["Helvetica"],
    bold: ["Helvetica Bold", "Helvetica-Bold"],
  },
  {
    family: "Inter Fallback Roboto",
    metrics: roboto,
    regular: ["Roboto", "Roboto-Regular"],
    bold: ["Roboto Bold", "Roboto-Bold"],
  },
  {
    family: "Inter Fallback DejaVu",
    metrics: dejaVuSans,
    regular: ["DejaVu Sans", "DejaVuSans"],
    bold: ["DejaVu Sans Bold", "DejaVuSans-Bold"],
  },
];

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/**
 * The overrides that make `fallback` take Inter's room: scaled to Inter's average letter
 * width, with Inter's ascent, descent and line gap (the capsize and fontaine method).
 */
export function metricOverrides(fallback: Metrics): Record<string, string> {
  const sizeAdjust =
    inter.xWidthAvg / inter.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
  const em = inter.unitsPerEm * sizeAdjust;
  return {
    "size-adjust": percent(sizeAdjust),
    "ascent-override": percent(inter.ascent / em),
    "descent-override": percent(Math.abs(inter.descent) / em),
    "line-gap-override": percent(inter.lineGap / em),
  };
}

/** Every character in a CSS unicode-range list such as `U+0000-00FF,U+0131`. */
function charactersOf(unicodeRange: string): string {
  let text = "";
  for (const part of unicodeRange.split(",")) {
    const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-") as [string, string?];
    for (let code = parseInt(from, 16); code <= parseInt(to, 16); code++) {
      // Lone surrogates and controls are no characters a font maps.
      if (code >= 0x20 && (code < 0xd800 || code > 0xdfff)) text += String.fromCodePoint(code);
    }
  }
  return text;
}

interface Cut {
  file: string;
  /** The package's file this cut is made from. */
  source: string;
  unicodeRange: string;
}

/**
 * Two files: the package splits Inter by script and no tool at hand merges two variable
 * fonts, so Latin comes from its Latin file and Latin Extended-A from its Latin Extended file.
 * The browser fetches the second only for a page that uses one of its letters.
 */
function cuts(): Cut[] {
  const unicode = JSON.parse(
    readFileSync(require.resolve("@fontsource-variable/inter/unicode.json"), "utf8"),
  ) as Record<string, string>;
  return [
    {
      file: "inter-latin.woff2",
      source: "inter-latin-wght-normal.woff2",
      unicodeRange: unicode.latin!,
    },
    {
      file: "inter-latin-ext.woff2",
      source: "inter-latin-ext-wght-normal.woff2",
      unicodeRange: LATIN_EXT_A,
    },
  ];
}

function fontFaceRule(declarations: Record<string, string>): string {
  const body = Object.entries(declarations)
    .map(([name, value]) => `  ${name}: ${value};`)
    .join("\n");
  return `@font-face {\n${body}\n}\n`;
}

function stylesheet(made: Cut[]): string {
  const faces = made.map((cut) =>
    fontFaceRule({
      "font-family": `"${TYPEFACE_FAMILY}"`,
      "font-style": "normal",
      "font-weight": `${WEIGHTS.min} ${WEIGHTS.max}`,
      "font-display": "swap",
      src: `url("./${cut.file}") format("woff2")`,
      "unicode-range": cut.unicodeRange.replaceAll(",", ", "),
    }),
  );
  const local = (names: string[]) => names.map((name) => `local("${name}")`).join(", ");
  const fallbacks = FALLBACKS.flatMap((fallback) =>
    (["regular", "bold"] as const).map((cut) =>
      fontFaceRule({
        "font-family": `"${fallback.family}"`,
        "font-style": "normal",
        // 500 and 600 resolve to the bold cut, as the real weights look closer to it.
        "font-weight": cut === "regular" ? "400" : "700",
        src: local(fallback[cut]),
        ...metricOverrides(fallback.metrics),
      }),
    ),
  );
  const stack = FALLBACKS.map((fallback) => `"${fallback.family}"`).join(", ");
  return [
    "/* Made by scripts/typeface.ts from @fontsource-variable/inter and @capsizecss/metrics. */\n",
    ...faces,
    ...fallbacks,
    `:root {\n  --typeface-fallbacks: ${stack};\n}\n`,
  ].join("\n");
}

/** Written whole or not at all: a build and a dev server may make the files at once. */
function writeIfChanged(file: string, content: Buffer | string): void {
  const bytes = typeof content === "string" ? Buffer.from(content) : content;
  if (existsSync(file) && readFileSync(file).equals(bytes)) return;
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
}

/** What was written, file by file, with its size in bytes. */
export type TypefaceFiles = { file: string; bytes: number }[];

/** Writes the font files and `typeface.css` into `outDir`. */
export async function writeTypeface(outDir: string): Promise<TypefaceFiles> {
  mkdirSync(outDir, { recursive: true });
  const made = cuts();
  const written: TypefaceFiles = [];
  for (const cut of made) {
    const source = readFileSync(require.resolve(`@fontsource-variable/inter/files/${cut.source}`));
    const font = await subsetFont(source, charactersOf(cut.unicodeRange), {
      targetFormat: "woff2",
      variationAxes: { wght: WEIGHTS },
    });
    writeIfChanged(path.join(outDir, cut.file), font);
    written.push({ file: cut.file, bytes: font.length });
  }
  const css = stylesheet(made);
  writeIfChanged(path.join(outDir, "typeface.css"), css);
  written.push({ file: "typeface.css", bytes: Buffer.byteLength(css) });
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = process.argv[2];
  if (!outDir) {
    console.error("Usage: npx tsx scripts/typeface.ts <folder>");
    process.exit(1);
  }
  for (const { file, bytes } of await writeTypeface(path.resolve(outDir))) {
    console.log(`${file}: ${bytes} bytes`);
  }
}
