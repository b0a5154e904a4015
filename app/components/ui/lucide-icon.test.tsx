import { Lock, MapPin, Menu, Search, type LucideIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import createLucideIcon from "./lucide-icon";

type IconData = Parameters<typeof createLucideIcon>[0];

/** The drawing an icon module of the library hands its factory. */
async function iconData(file: string): Promise<IconData> {
  const module = (await import(
    `../../../node_modules/lucide-react/dist/esm/icons/${file}.mjs`
  )) as {
    __iconData: IconData;
  };
  return module.__iconData;
}

const icons: [string, LucideIcon][] = [
  ["lock", Lock],
  ["map-pin", MapPin],
  ["menu", Menu],
  ["search", Search],
];

const propSets: ComponentProps<LucideIcon>[] = [
  {},
  { className: "size-4 shrink-0 text-brand-700" },
  { "aria-hidden": true, className: "mt-0.5 size-5" },
  { "aria-label": "Locked", strokeWidth: "2.4" },
  { "aria-label": undefined, className: "size-4" },
  { role: "img", size: 16 },
  { color: "#0f2c4f", id: "icon" },
];

describe("the build's icon factory", () => {
  it.each(icons)("draws %s as lucide-react does, whatever the props", async (file, Library) => {
    const Light = createLucideIcon(await iconData(file));
    for (const props of propSets) {
      expect(renderToStaticMarkup(<Light {...props} />)).toBe(
        renderToStaticMarkup(<Library {...props} />),
      );
    }
  });
});
