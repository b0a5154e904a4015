import { Card } from "./ui/card";

/** A key figure, its label and one line of context. */
export function StatCard({
  value,
  label,
  description,
}: {
  value: string;
  label: string;
  description?: string;
}) {
  return (
    <Card className="h-full">
      <h3 className="text-slate-900">
        <span className="block text-4xl font-bold tracking-tight tabular-nums text-brand-700 sm:text-5xl">
          {value}
        </span>{" "}
        <span className="mt-2 block text-lg font-semibold">{label}</span>
      </h3>
      {description && <p className="mt-3 text-sm leading-relaxed text-slate-700">{description}</p>}
    </Card>
  );
}
