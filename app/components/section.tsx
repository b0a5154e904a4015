import type { ReactNode } from "react";
import { cn } from "../lib/cn";

/**
 * A page section with its heading at the start of the content, on the page's one left edge
 * (a centred heading broke it); `tone` alternates backgrounds down the page.
 */
export function Section({
  id,
  title,
  intro,
  tone = "white",
  children,
  className,
}: {
  id: string;
  title: string;
  intro?: string;
  tone?: "white" | "muted";
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn(
        tone === "muted" ? "bg-slate-50" : "bg-white",
        "scroll-mt-16 py-16 md:py-24",
        className,
      )}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mb-10 max-w-3xl md:mb-12">
          <h2
            id={`${id}-title`}
            className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl"
          >
            {title}
          </h2>
          {intro && <p className="mt-4 text-lg leading-relaxed text-slate-700">{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
