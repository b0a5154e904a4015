import type { ReactNode } from "react";
import { cn } from "../lib/cn";

/** A page section with its heading; `tone` alternates backgrounds down the page. */
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
      aria-labelledby={`${id}-title`}
      className={cn(tone === "muted" ? "bg-slate-50" : "bg-white", "py-16 md:py-24", className)}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto mb-12 max-w-3xl text-center">
          <h2
            id={`${id}-title`}
            className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
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
