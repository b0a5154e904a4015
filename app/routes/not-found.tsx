import { ArrowRight } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { notFoundContent as content } from "../../core/content/not-found";
import { site } from "../../core/site";
import { IconTile } from "../components/icon";
import { Button } from "../components/ui/button";

export const meta = () => [
  { title: `${content.metaTitle} | ${site.name}` },
  { name: "robots", content: "noindex" },
];

const triedPathId = "tried-path";

/**
 * The page is pre-rendered once and served for every unknown path, so its HTML names the
 * path it was rendered at: this inline script writes the address the visitor tried over it
 * before the page is painted (the server allows the page's inline scripts by their hash).
 */
const writeTriedPath = `document.getElementById(${JSON.stringify(triedPathId)}).textContent=location.pathname;`;

export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return (
    <section className="bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-start lg:px-8">
        <div>
          <p className="text-6xl font-bold tracking-tight tabular-nums text-brand-700">404</p>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {content.title}
          </h1>
          <p className="mt-4 text-lg leading-relaxed text-slate-700">{content.text}</p>
          <p className="mt-6 text-sm text-slate-700">
            {content.triedLabel}:{" "}
            {/* The script below sets the text the visitor sees before the scripts run. */}
            <code
              id={triedPathId}
              suppressHydrationWarning
              className="rounded-md border border-slate-200 bg-white px-2 py-1 font-mono text-sm break-all text-slate-900"
            >
              {pathname}
            </code>
          </p>
          <script dangerouslySetInnerHTML={{ __html: writeTriedPath }} />
          <Button asChild className="mt-8 max-sm:w-full">
            <Link to={content.home.to}>{content.home.label}</Link>
          </Button>
        </div>

        <nav aria-labelledby="ways-on-title">
          <h2
            id="ways-on-title"
            className="text-sm font-semibold uppercase tracking-wider text-slate-900"
          >
            {content.waysOnTitle}
          </h2>
          <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {content.waysOn.map((way) => (
              <li key={way.to}>
                <Link to={way.to} className="group flex items-start gap-4 p-5 hover:bg-brand-50">
                  <IconTile name={way.icon} size="sm" className="shrink-0" />
                  <span className="min-w-0 flex-1">
                    <span className="flex items-center gap-2 font-semibold text-slate-900 group-hover:text-brand-700">
                      {way.label}
                      <ArrowRight aria-hidden className="size-4" />
                    </span>
                    <span className="mt-1 block text-sm leading-relaxed text-slate-700">
                      {way.description}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}
