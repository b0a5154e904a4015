import type { DrawingRef } from "../../core/content/types";
import { cn } from "../lib/cn";
// Drawn at build time by scripts/illustrations.ts: files the page loads as pictures, no code.
import engineering from "../illustrations/engineering.svg?no-inline";
import partnerships from "../illustrations/partnerships.svg?no-inline";
import trade from "../illustrations/trade.svg?no-inline";
import sizes from "../illustrations/sizes.json";

const drawings = {
  engineering: { src: engineering, size: sizes["engineering.svg"] },
  trade: { src: trade, size: sizes["trade.svg"] },
  partnerships: { src: partnerships, size: sizes["partnerships.svg"] },
} satisfies Record<DrawingRef["name"], { src: string; size: { width: number; height: number } }>;

/**
 * One of the line drawings of the firm's work, sized by its own width and height (so nothing
 * moves when it arrives) and loaded lazily: none of them is in a page's first screen.
 */
export function LineDrawing({ drawing, className }: { drawing: DrawingRef; className?: string }) {
  const { src, size } = drawings[drawing.name];
  return (
    <img
      src={src}
      alt={drawing.alt}
      width={size.width}
      height={size.height}
      loading="lazy"
      decoding="async"
      className={cn("block h-auto w-full", className)}
    />
  );
}
