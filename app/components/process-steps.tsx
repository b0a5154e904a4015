import type { ProcessStep } from "../../core/content/services";
import { cn } from "../lib/cn";

/** The services page explains each step; the home page gives each one's summary. */
const sizes = {
  full: {
    list: "gap-10 lg:gap-8",
    marker: "size-12 text-lg",
    // From below the marker (48 px) to the next one; across, from its right edge to the next.
    line: "top-14 -bottom-8 left-6 lg:top-6 lg:left-16",
    text: "lg:mt-6",
    title: "mt-1 text-xl",
  },
  summary: {
    list: "gap-8 lg:gap-8",
    marker: "size-10 text-base",
    line: "top-12 -bottom-6 left-5 lg:top-5 lg:left-14",
    text: "lg:mt-5",
    title: "text-lg",
  },
} as const;

/**
 * The steps of a process as one connected line: numbered markers joined left to right on wide
 * screens and top to bottom on a phone, so the order reads at a glance. The same drawing on
 * every page that shows the process, with the detail the page needs.
 */
export function ProcessSteps(
  props: { steps: readonly ProcessStep[] } & (
    | {
        detail?: "full";
        /** The line above a step's title: "Step 1". */
        stepLabel: (step: number) => string;
      }
    | { detail: "summary" }
  ),
) {
  const { steps, detail = "full" } = props;
  const size = sizes[detail];
  return (
    <ol className={cn("grid lg:grid-cols-4", size.list)}>
      {steps.map((step, index) => (
        <li key={step.title} className="relative flex gap-5 lg:block">
          {index < steps.length - 1 && (
            <span
              aria-hidden
              className={cn(
                "absolute w-0.5 bg-brand-200 lg:-right-4 lg:bottom-auto lg:h-0.5 lg:w-auto",
                size.line,
              )}
            />
          )}
          <span
            aria-hidden
            className={cn(
              "relative flex shrink-0 items-center justify-center rounded-full border-2 border-brand-600 bg-white font-bold tabular-nums text-brand-700",
              size.marker,
            )}
          >
            {index + 1}
          </span>
          <div className={size.text}>
            {props.detail !== "summary" && (
              <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
                {props.stepLabel(index + 1)}
              </p>
            )}
            <h3 className={cn("font-semibold text-slate-900", size.title)}>{step.title}</h3>
            <p
              className={cn(
                "leading-relaxed text-slate-700",
                detail === "full" ? "mt-2" : "mt-1 text-sm",
              )}
            >
              {detail === "full" ? step.description : step.summary}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
