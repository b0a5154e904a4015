import { site } from "../../core/site";

/** The mark and name; the mark also serves as the favicon (public/favicon.svg). */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className="flex items-center gap-2.5">
      <svg viewBox="0 0 32 32" aria-hidden className="size-9 shrink-0">
        <rect width="32" height="32" rx="7" fill={inverted ? "#ffffff" : "#153c6a"} />
        <path
          d="M8 22.5 14 9.5l4 8 2.5-4.5L24 22.5"
          fill="none"
          stroke={inverted ? "#153c6a" : "#ffffff"}
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="20.5" cy="9.5" r="2.2" fill="#f6b443" />
      </svg>
      <span className="flex flex-col leading-tight">
        <span className={`text-base font-bold ${inverted ? "text-white" : "text-brand-900"}`}>
          {site.name.split(" & ")[0]}
        </span>
        <span
          className={`text-xs font-medium tracking-wide ${inverted ? "text-brand-200" : "text-slate-600"}`}
        >
          &amp; {site.name.split(" & ")[1]}
        </span>
      </span>
    </span>
  );
}
