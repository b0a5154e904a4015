import type { IconItem } from "../../core/content/types";
import { IconTile } from "./icon";

/** Numbered steps of a process, joined by a line on wide screens. */
export function ProcessSteps({ steps }: { steps: readonly IconItem[] }) {
  return (
    <ol className="grid gap-10 sm:grid-cols-2 lg:grid-cols-4 lg:gap-8">
      {steps.map((step, index) => (
        <li
          key={step.title}
          className="relative text-center lg:after:absolute lg:after:top-6 lg:after:right-[calc(0.5rem-50%)] lg:after:left-[calc(50%+2.5rem)] lg:after:h-0.5 lg:after:bg-brand-200 lg:last:after:hidden"
        >
          <IconTile name={step.icon} />
          <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-brand-700">
            Step {index + 1}
          </p>
          <h3 className="mt-1 text-xl font-semibold text-slate-900">{step.title}</h3>
          <p className="mx-auto mt-3 max-w-xs leading-relaxed text-slate-700">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
