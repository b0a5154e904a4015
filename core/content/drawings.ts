import type { DrawingRef } from "./types";

/**
 * The line drawings of the firm's work (drawn by scripts/illustrations.ts) and the text that
 * stands in for each: the home page's solutions and the services page's groups show them.
 */
export const drawings = {
  engineering: {
    name: "engineering",
    alt: "Workshop drawing of a flanged machine part: front view with bolt holes, section and dimensions.",
  },
  trade: {
    name: "trade",
    alt: "A container ship under way, with its sea route from our home port to a port abroad.",
  },
  partnerships: {
    name: "partnerships",
    alt: "Our firm at the centre of a network of manufacturers, logistics providers, suppliers and clients.",
  },
} as const satisfies Record<DrawingRef["name"], DrawingRef>;
