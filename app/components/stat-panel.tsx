/**
 * Key figures in one panel, hairlines between them: a row each on a phone (the figure beside its
 * label, so four take a screen's third rather than a screen), two or four columns above.
 */
export function StatPanel({
  stats,
}: {
  stats: readonly { value: string; label: string; description?: string }[];
}) {
  return (
    <ul className="grid gap-px overflow-hidden rounded-xl border border-slate-200 bg-slate-200 sm:grid-cols-2 lg:grid-cols-4">
      {stats.map(({ value, label, description }) => (
        <li key={label} className="bg-white p-5 sm:p-8">
          <h3 className="flex items-baseline gap-4 text-slate-900 sm:block">
            <span className="block w-22 shrink-0 text-3xl font-bold tracking-tight tabular-nums text-brand-700 sm:w-auto sm:text-5xl">
              {value}
            </span>{" "}
            <span className="block text-lg font-semibold sm:mt-2">{label}</span>
          </h3>
          {description && (
            <p className="mt-1 pl-26 text-sm leading-relaxed text-slate-700 sm:mt-3 sm:pl-0">
              {description}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
