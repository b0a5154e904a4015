import { cn } from "../lib/cn";

/** Key figures in one row: each value large, in tabular figures, with what it counts below. */
export function FiguresBand({
  figures,
  label,
  className,
}: {
  figures: readonly { value: string; label: string }[];
  /** Names the list for assistive technology. */
  label: string;
  className?: string;
}) {
  return (
    <section aria-label={label} className={cn("border-b border-slate-200 bg-white", className)}>
      <dl className="mx-auto grid max-w-7xl grid-cols-2 px-4 sm:px-6 lg:grid-cols-4 lg:px-8">
        {figures.map((figure, index) => (
          <div
            key={figure.label}
            className={cn(
              "flex flex-col-reverse gap-1 py-8 md:py-10",
              // Hairlines between the figures: a 2 × 2 grid on a phone, one row on a desktop.
              index % 2 === 1 && "border-l border-slate-200 pl-6",
              index >= 2 && "border-t border-slate-200 lg:border-t-0",
              index === 2 && "lg:border-l lg:pl-6",
              index > 0 && "lg:pl-8",
            )}
          >
            <dt className="text-sm font-medium text-slate-600 sm:text-base">{figure.label}</dt>
            <dd className="text-4xl font-bold tracking-tight tabular-nums text-brand-700 sm:text-5xl">
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
