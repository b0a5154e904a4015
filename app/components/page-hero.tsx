import type { ReactNode } from "react";
import { cn } from "../lib/cn";

/**
 * The header of an inner page: eyebrow, title, lead and actions on a light surface, with the
 * page's own visual beside them on wide screens. Kept short, so the content shows in the first
 * screen.
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
  visual,
  compact = false,
  wideVisual = false,
  className,
}: {
  eyebrow?: string;
  title: string;
  lead: string;
  children?: ReactNode;
  /** What this page is about, at a glance: a map, a figure, an index. */
  visual?: ReactNode;
  /** Less height, for a page whose own content (the contact form) must show in the first screen. */
  compact?: boolean;
  /** More room for a visual with two columns of text (the services index), so none wraps. */
  wideVisual?: boolean;
  className?: string;
}) {
  return (
    <section className={cn("border-b border-slate-200 bg-slate-50", className)}>
      <div
        className={cn(
          // Top-aligned, so every inner page's title starts at one height; a visual shorter than
          // the text may stretch to it (the services index).
          "mx-auto grid max-w-7xl items-start gap-8 px-4 sm:px-6 lg:gap-16 lg:px-8",
          compact ? "py-8 md:py-10" : "py-10 md:py-12",
          visual &&
            (wideVisual
              ? "lg:grid-cols-[minmax(0,1fr)_minmax(0,32rem)]"
              : "lg:grid-cols-[minmax(0,1fr)_minmax(0,27rem)]"),
        )}
      >
        <div>
          {eyebrow && (
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
              {eyebrow}
            </p>
          )}
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance text-slate-900 lg:text-5xl">
            {title}
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-pretty text-slate-700">
            {lead}
          </p>
          {/* On a phone the actions take the whole width, as the home page's do. */}
          {children && (
            <div className="mt-6 flex flex-wrap items-center gap-4 max-sm:flex-col max-sm:items-stretch">
              {children}
            </div>
          )}
        </div>
        {visual}
      </div>
    </section>
  );
}
