import type { IconItem } from "../../core/content/types";

/**
 * The steps of a process as one connected line: numbered markers joined left to right on wide
 * screens and top to bottom on a phone, so the order reads at a glance.
 */
export function ProcessSteps({
  steps,
  stepLabel,
}: {
  steps: readonly IconItem[];
  /** The line above a step's title: "Step 1". */
  stepLabel: (step: number) => string;
}) {
  return (
    <ol className="grid gap-10 lg:grid-cols-4 lg:gap-8">
      {steps.map((step, index) => (
        <li key={step.title} className="relative flex gap-5 lg:block">
          {index < steps.length - 1 && (
            <span
              aria-hidden
              className="absolute top-14 -bottom-8 left-6 w-0.5 bg-brand-200 lg:top-6 lg:-right-4 lg:bottom-auto lg:left-16 lg:h-0.5 lg:w-auto"
            />
          )}
          <span
            aria-hidden
            className="relative flex size-12 shrink-0 items-center justify-center rounded-full border-2 border-brand-600 bg-white text-lg font-bold tabular-nums text-brand-700"
          >
            {index + 1}
          </span>
          <div className="lg:mt-6">
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
              {stepLabel(index + 1)}
            </p>
            <h3 className="mt-1 text-xl font-semibold text-slate-900">{step.title}</h3>
            <p className="mt-2 leading-relaxed text-slate-700">{step.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
