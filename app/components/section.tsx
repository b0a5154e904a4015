import type { ReactNode } from "react";
import { cn } from "../lib/cn";

/** The space above and below a public page's sections, for sections drawn without `Section`. */
export const sectionSpace = { top: "pt-16 md:pt-24", bottom: "pb-16 md:pb-24" };

/**
 * A page section with its heading at the start of the content, on the page's one left edge
 * (a centred heading broke it); `tone` alternates backgrounds down the page.
 */
export function Section({
  id,
  title,
  intro,
  tone = "white",
  aside,
  children,
  className,
}: {
  id: string;
  title: string;
  intro?: string;
  tone?: "white" | "muted";
  /** A picture beside the heading on wide screens (left out on smaller ones, for the content). */
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn(
        tone === "muted" ? "bg-slate-50" : "bg-white",
        "scroll-mt-16",
        sectionSpace.top,
        sectionSpace.bottom,
        className,
      )}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mb-10 flex items-end justify-between gap-12 md:mb-12">
          <div className="max-w-3xl">
            <h2
              id={`${id}-title`}
              className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl"
            >
              {title}
            </h2>
            {intro && (
              <p className="mt-4 text-lg leading-relaxed text-pretty text-slate-700">{intro}</p>
            )}
          </div>
          {aside && <div className="hidden w-72 shrink-0 lg:block">{aside}</div>}
        </div>
        {children}
      </div>
    </section>
  );
}
