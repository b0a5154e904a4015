import {
  ArrowLeft,
  ArrowRight,
  CalendarDays,
  Check,
  MapPin,
  Tag,
  TriangleAlert,
} from "lucide-react";
import type { ReactNode } from "react";
import { isRouteErrorResponse, Link, useLocation, useRevalidator } from "react-router";
import { paths } from "../../../core/paths";
import type {
  CaseStudy,
  GovernmentSolution,
  PortalFeature,
  PortalHero,
  ProductCategory,
} from "../../../core/schemas/portal";
import { PageHero } from "../../components/page-hero";
import { PageLoading } from "../../components/page-loading";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { cn } from "../../lib/cn";
import { PortalLoadError } from "./portal-api";
import { PortalIconTile } from "./portal-icon";

export { PortalWelcomePanel } from "./portal-welcome";
export { PortalWorkspace } from "./portal-workspace";

// The portal's building blocks. Every portal route imports this module, so the bundler keeps
// it, the icons and the API helpers together in one chunk that only portal pages load; split
// into small modules, they would be merged into a chunk every public page loads.

/** The top of every portal sub-page: the way back to the portal, then the page's banner. */
export function PortalPageHeader({ hero }: { hero: PortalHero }) {
  return (
    <>
      <div className="border-b border-slate-200 bg-slate-50" data-print="hide">
        <div className="mx-auto max-w-7xl px-4 py-3 sm:px-6 lg:px-8">
          <Link
            to={paths.partnerPortal}
            className="inline-flex min-h-11 items-center gap-2 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
          >
            <ArrowLeft aria-hidden className="size-4" />
            Back to Partner Portal
          </Link>
        </div>
      </div>
      <PageHero {...hero} />
    </>
  );
}

/** Icon, title, a short text and, for a capability, the main points it covers. */
export function PortalFeatureCard({
  item,
  points,
  children,
}: {
  item: PortalFeature;
  points?: readonly string[];
  children?: ReactNode;
}) {
  return (
    <Card className="flex h-full flex-col">
      <PortalIconTile name={item.icon} />
      <h3 className="mt-5 text-xl font-semibold text-slate-900">{item.title}</h3>
      <p className="mt-3 leading-relaxed text-slate-700">{item.description}</p>
      {points && <CheckList items={points} className="mt-6 border-t border-slate-200 pt-6" />}
      {children}
    </Card>
  );
}

/** A list whose items each carry a check mark. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn("space-y-3", className)}>
      {items.map((point) => (
        <li key={point} className="flex gap-3 text-slate-700">
          <Check aria-hidden className="mt-1 size-4 shrink-0 text-brand-700" />
          <span>{point}</span>
        </li>
      ))}
    </ul>
  );
}

/** One card of the product portfolio, leading to the page for its category. */
export function ProductCard({ product }: { product: ProductCategory }) {
  return (
    <Card className="flex h-full flex-col">
      {/* A chip stays on one line; when it does not fit beside the icon it moves below it. */}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <PortalIconTile name={product.icon} />
        <p className="whitespace-nowrap rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-700">
          {product.category}
        </p>
      </div>
      <h3 className="mt-5 text-xl font-semibold text-slate-900">{product.title}</h3>
      <p className="mt-3 leading-relaxed text-slate-700">{product.description}</p>
      <CheckList items={product.features} className="mt-5 text-sm" />
      <Link
        to={product.learnMore}
        data-print="hide"
        className="mt-auto inline-flex min-h-11 items-center gap-2 self-start rounded-md pt-6 font-semibold text-brand-700 hover:text-brand-900 hover:underline"
      >
        Learn More<span className="sr-only"> about {product.title}</span>
        <ArrowRight aria-hidden className="size-4" />
      </Link>
    </Card>
  );
}

/** A government solution with the countries it is deployed in; `children` are its actions. */
export function GovernmentSolutionCard({
  solution,
  children,
}: {
  solution: GovernmentSolution;
  children: ReactNode;
}) {
  return (
    <Card className="flex h-full flex-col">
      <div className="flex items-center gap-4">
        <PortalIconTile name={solution.icon} />
        <h3 className="text-xl font-semibold text-slate-900">{solution.title}</h3>
      </div>
      <p className="mt-4 leading-relaxed text-slate-700">{solution.description}</p>
      <h4 className="mt-5 flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-brand-700">
        <MapPin aria-hidden className="size-4" />
        Deployed in
      </h4>
      <ul className="mt-3 flex flex-wrap gap-2">
        {solution.countries.map((country) => (
          <li
            key={country}
            className="rounded-full border border-slate-200 bg-slate-50 px-3 py-1 text-sm text-slate-800"
          >
            {country}
          </li>
        ))}
      </ul>
      <div className="mt-auto flex flex-wrap gap-3 pt-6" data-print="hide">
        {children}
      </div>
    </Card>
  );
}

/** One reference project: where, what kind, when, and its challenge, solution and results. */
export function CaseStudyCard({ study }: { study: CaseStudy }) {
  const facts = [
    { term: "Country", detail: study.country, Icon: MapPin },
    { term: "Category", detail: study.category, Icon: Tag },
    { term: "Year", detail: String(study.year), Icon: CalendarDays },
  ];
  return (
    <Card padded={false} className="flex h-full flex-col overflow-hidden">
      <div className="bg-brand-900 px-6 py-5 text-white">
        <h3 className="text-xl font-semibold">{study.title}</h3>
        <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-brand-100">
          {facts.map(({ term, detail, Icon }) => (
            <div key={term} className="flex items-center gap-1.5">
              <dt className="sr-only">{term}</dt>
              <Icon aria-hidden className="size-4 text-accent-400" />
              <dd>{detail}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="flex-1 space-y-5 p-6">
        <div>
          <h4 className="font-semibold text-slate-900">Challenge</h4>
          <p className="mt-1 leading-relaxed text-slate-700">{study.challenge}</p>
        </div>
        <div>
          <h4 className="font-semibold text-slate-900">Solution</h4>
          <p className="mt-1 leading-relaxed text-slate-700">{study.solution}</p>
        </div>
        <div>
          <h4 className="font-semibold text-slate-900">Results</h4>
          <CheckList items={study.results} className="mt-2" />
        </div>
      </div>
    </Card>
  );
}

/** While the portal's content is on its way. */
export function PortalLoading() {
  return <PageLoading />;
}

/** What went wrong, and the ways on: try again, back to the portal, or home. */
export function PortalError({ error }: { error: unknown }) {
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? "Page not found" : "This page could not be loaded";
  const detail = notFound
    ? "There is no partner portal page at this address."
    : error instanceof PortalLoadError
      ? `${error.message} Please try again in a moment.`
      : "Something went wrong while showing this page. Please try again.";
  const onOverview = pathname.replace(/\/+$/, "") === paths.partnerPortal;

  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center">
      <TriangleAlert aria-hidden className="mb-6 size-12 text-accent-600" />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-4 text-lg text-slate-700" role="alert">
        {detail}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        {!notFound && (
          <Button
            type="button"
            onClick={() => void revalidator.revalidate()}
            disabled={revalidator.state === "loading"}
          >
            {revalidator.state === "loading" ? "Trying again..." : "Try again"}
          </Button>
        )}
        {onOverview ? (
          <Button asChild variant="outline">
            <Link to={paths.home}>Return to Home</Link>
          </Button>
        ) : (
          <Button asChild variant="outline">
            <Link to={paths.partnerPortal}>Back to Partner Portal</Link>
          </Button>
        )}
      </div>
    </section>
  );
}
