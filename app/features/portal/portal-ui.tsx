import {
  ArrowLeft,
  ArrowRight,
  CalendarDays,
  Check,
  MapPin,
  Send,
  Tag,
  TriangleAlert,
} from "lucide-react";
import type { ReactNode } from "react";
import { isRouteErrorResponse, Link, useLocation, useRevalidator } from "react-router";
import { paths } from "../../../core/paths";
import { portalTexts } from "../../../core/texts/portal";
import type {
  CaseStudy,
  GovernmentSolution,
  PortalClosing,
  PortalFeature,
  PortalLink,
  PortalStat,
  ProductCategory,
} from "../../../core/schemas/portal";
import { PageLoading } from "../../components/page-loading";
import { Button, buttonVariants } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { PortalLoadError } from "./portal-api";
import { PortalSearch } from "./portal-search";
import { PortalIconTile } from "./portal-icon";
import { PortalBreadcrumbs } from "./portal-nav";
import { pageErrorTexts } from "../../../core/texts/page-errors";

export { PortalWelcomePanel } from "./portal-welcome";
export { PortalWorkspace } from "./portal-workspace";

// The portal's building blocks: an application's quiet surfaces, not the public pages' banners
// and cards. Every portal route imports this module, so the bundler keeps it, the icons and
// the API helpers together in one chunk that only portal pages load; split into small
// modules, they would be merged into a chunk every public page loads.

/** The first sentence of a page's lead: the page header has room for one line. */
export function firstSentence(text: string): string {
  const match = /^.+?[.!?](?=\s|$)/.exec(text);
  return match ? match[0] : text;
}

/**
 * The top of every portal page, at most 200 px tall on a phone and a desktop: where the page
 * is, its title, one line about it (whole, never cut) and its main action; the content follows
 * at once. Below the wide layout, where the side menu is folded into the site's menu, the
 * portal's search sits beside the main action, so it needs no menu to be opened.
 */
export function PortalPageHeader({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  /** The page's one main action. */
  children?: ReactNode;
}) {
  const { pathname } = useLocation();
  return (
    // Relative: the search's answer opens under the whole header, not under its narrow field.
    // From md the action starts level with the title, so a lead that wraps never moves it.
    <div
      data-testid="portal-page-header"
      className="relative grid grid-cols-1 border-b border-slate-200 pb-3 pt-5 md:grid-cols-[minmax(0,1fr)_auto] md:gap-x-6 lg:pb-5 lg:pt-6"
    >
      <div className="min-w-0 md:col-span-2">
        <PortalBreadcrumbs />
      </div>
      <h1 className="min-w-0 text-2xl font-semibold tracking-tight text-slate-900 [overflow-wrap:anywhere] lg:text-3xl md:col-start-1 md:row-start-2 lg:mt-1">
        {title}
      </h1>
      <p className="mt-1 max-w-3xl text-sm leading-5 text-slate-600 md:col-start-1 md:row-start-3 lg:mt-2">
        {text}
      </p>
      {/* On a phone the action is as wide as its label and the search takes the rest of the
          row (never under 8rem: a longer label would wrap first); 14rem from md. On a page
          without an action (the account), the search has the phone's whole row. */}
      <div
        className={cn(
          "mt-2 grid min-w-0 items-center gap-2 md:col-start-2 md:row-span-2 md:row-start-2 md:mt-0 md:flex md:shrink-0 md:self-start lg:mt-1 lg:block",
          children ? "grid-cols-[minmax(8rem,1fr)_auto]" : "grid-cols-1",
        )}
        data-print="hide"
      >
        <div className="min-w-0 md:w-56 lg:hidden">
          {/* A followed result leaves an empty search on the next page. */}
          <PortalSearch key={pathname} variant="header" />
        </div>
        {children}
      </div>
    </div>
  );
}

/** The page's main action in its header: a link styled as the view's one primary button. */
export function PortalMainAction({ link, icon }: { link: PortalLink; icon?: ReactNode }) {
  // Compact on a phone, where it stands beside the search as wide as its label, its icon left
  // out so that the search keeps its room (a label longer still would take two lines, the
  // button growing with it); the usual size from lg up.
  return (
    <Link
      to={link.to}
      className={cn(
        buttonVariants({ variant: "accent", size: null }),
        "min-h-9 w-full shrink-0 px-3 py-1.5 text-center text-sm leading-tight max-sm:[&>svg]:hidden md:w-auto md:px-4 lg:min-h-11 lg:px-5",
      )}
    >
      {icon}
      {link.label}
    </Link>
  );
}

/** A main action that writes to the firm (the contact form): the send icon on every page. */
export function PortalRequestAction({ link }: { link: PortalLink }) {
  return <PortalMainAction link={link} icon={<Send aria-hidden />} />;
}

/** A block of a portal page: a left-aligned heading, one line of introduction, its content. */
export function PortalSection({
  id,
  title,
  intro,
  children,
  className,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={cn("py-6 lg:py-8", className)}>
      <div className="mb-4 max-w-3xl">
        {/* A step below the page title (18 px under its 24 on a phone, 24 under its 30 on a
            desktop) and a clear step above the cards' 16 px titles. */}
        <h2
          id={`${id}-title`}
          className="text-lg font-semibold tracking-tight text-slate-900 sm:text-xl lg:text-2xl"
        >
          {title}
        </h2>
        {intro && <p className="mt-2 text-sm text-pretty text-slate-600">{intro}</p>}
      </div>
      {children}
    </section>
  );
}

/**
 * The page's foot: the way back to the overview (every sub-page has one, docs/rules.md), and
 * the page's second way on, if it has one.
 */
export function PortalBackLink({ also }: { also?: PortalLink }) {
  const linkClass =
    "inline-flex min-h-11 items-center gap-2 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline";
  return (
    <div
      data-print="hide"
      className="flex flex-wrap items-center justify-between gap-x-6 border-t border-slate-200 pb-10 pt-2"
    >
      <Link to={paths.partnerPortal} className={linkClass}>
        <ArrowLeft aria-hidden className="size-4" />
        {portalTexts.backToPortal}
      </Link>
      {also && (
        <Link to={also.to} className={linkClass}>
          {also.label}
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      )}
    </div>
  );
}

/**
 * Cards in rows that line up: each card spans `rows` rows of the grid and shares them
 * (subgrid), so in one row of cards the titles sit on one baseline, the texts start together
 * and the actions share a line, and every card is as tall as the tallest.
 */
export function PortalGrid<T>({
  items,
  itemKey,
  rows,
  className,
  children,
}: {
  items: readonly T[];
  itemKey: (item: T) => string;
  rows: 1 | 2 | 3 | 4;
  className?: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <ul className={cn("grid gap-x-4 gap-y-4", className)}>
      {items.map((item) => (
        <li key={itemKey(item)} className={cn("grid grid-rows-subgrid", rowSpans[rows])}>
          {children(item)}
        </li>
      ))}
    </ul>
  );
}

// Whole class names, so Tailwind finds them.
const rowSpans = {
  1: "row-span-1",
  2: "row-span-2",
  3: "row-span-3",
  4: "row-span-4",
} as const;

export const byTitle = (item: { title: string }) => item.title;

/** A card of a `PortalGrid`: shares the grid's rows, so its parts line up with its neighbours'. */
function GridCard({
  rows,
  className,
  children,
}: {
  rows: keyof typeof rowSpans;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={cn(
        "grid grid-rows-subgrid gap-y-3 rounded-xl border border-slate-200 bg-white p-5",
        rowSpans[rows],
        className,
      )}
    >
      {children}
    </div>
  );
}

/** Icon and title on one line; the first line of the title centred on the icon. */
function CardTitle({
  icon,
  title,
  iconAbove = false,
}: {
  icon: PortalFeature["icon"];
  title: string;
  iconAbove?: boolean;
}) {
  return (
    <div className={cn("flex items-start gap-3", iconAbove && "lg:flex-col")}>
      <PortalIconTile name={icon} />
      <h3
        className={cn(
          "min-w-0 pt-2 text-base font-semibold leading-6 text-slate-900",
          iconAbove && "lg:pt-0",
        )}
      >
        {title}
      </h3>
    </div>
  );
}

/**
 * Icon, title, a short text and, for a capability, the main points it covers (2 or 3 rows).
 * In a grid of four on a wide screen the icon goes above the title, which then has the card's
 * width (beside the icon, "Podpora pri razpisih in prodaji" took three lines).
 */
export function PortalFeatureCard({
  item,
  points,
  iconAbove = false,
}: {
  item: PortalFeature;
  points?: readonly string[];
  iconAbove?: boolean;
}) {
  return (
    <GridCard rows={points ? 3 : 2}>
      <CardTitle icon={item.icon} title={item.title} iconAbove={iconAbove} />
      <p className="text-sm leading-relaxed text-slate-700">{item.description}</p>
      {points && <CheckList items={points} className="border-t border-slate-200 pt-3 text-sm" />}
    </GridCard>
  );
}

/** A list whose items each carry a check mark. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn("space-y-2 text-slate-700", className)}>
      {items.map((point) => (
        <li key={point} className="flex gap-2">
          <Check aria-hidden className="mt-1 size-4 shrink-0 text-brand-700" />
          <span>{point}</span>
        </li>
      ))}
    </ul>
  );
}

/** A key figure as a compact tile: the number, then what it counts. */
export function PortalStatTile({ stat }: { stat: PortalStat }) {
  return (
    <div className="h-full rounded-xl border border-slate-200 bg-white px-5 py-4">
      <StatFigure stat={stat} />
    </div>
  );
}

function StatFigure({ stat }: { stat: PortalStat }) {
  return (
    <h3 className="text-slate-900">
      <span className="block text-3xl font-semibold tabular-nums tracking-tight text-brand-700">
        {stat.value}
      </span>{" "}
      <span className="block text-sm font-medium text-slate-700">{stat.label}</span>
    </h3>
  );
}

/**
 * A record in figures as one panel, the figures divided by hairlines: a page's summary, set
 * apart from the overview's tiles, which are the partner's own dashboard.
 */
export function StatStrip({ stats }: { stats: readonly PortalStat[] }) {
  return (
    <ul className="grid grid-cols-2 gap-px overflow-hidden rounded-xl border border-slate-200 bg-slate-200 lg:grid-cols-4">
      {stats.map((stat) => (
        <li key={stat.label} className="bg-white px-5 py-5 lg:px-6">
          <StatFigure stat={stat} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The product portfolio as one catalogue: a row per category inside one panel, like a product
 * list in an application rather than eight brochure cards. On a wide screen each row sets the
 * category and its text, then its features, then Learn More in columns that line up from row to
 * row; on a phone the three stack.
 */
export function ProductCatalogue({ products }: { products: readonly ProductCategory[] }) {
  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
      {products.map((product) => (
        <li
          key={product.title}
          className="grid gap-x-8 gap-y-3 px-5 py-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,19rem)_auto] lg:items-center"
        >
          <div className="min-w-0">
            {/* Icon beside the category and the title: a label longer than the row (the
                Slovenian ones on a phone) wraps beside the icon. */}
            <div className="flex items-center gap-3">
              <PortalIconTile name={product.icon} />
              <div className="min-w-0">
                <p className="text-xs font-semibold leading-4 text-pretty text-slate-600">
                  {product.category}
                </p>
                <h3 className="text-base font-semibold leading-6 text-slate-900">
                  {product.title}
                </h3>
              </div>
            </div>
            <p className="mt-2 text-sm leading-relaxed text-slate-700">{product.description}</p>
          </div>
          {/* On a phone Learn More sits beside the features, at their foot; from lg both are
              columns of the row. */}
          <div className="flex items-end justify-between gap-4 lg:contents">
            <CheckList items={product.features} className="space-y-1 text-sm" />
            <Link
              to={product.learnMore}
              data-print="hide"
              className="-mb-3 inline-flex min-h-11 shrink-0 items-center gap-2 justify-self-start rounded-md text-sm font-semibold whitespace-nowrap text-brand-700 hover:text-brand-900 hover:underline lg:mb-0"
            >
              {portalTexts.productCard.learnMore}
              <span className="sr-only">
                {portalTexts.productCard.learnMoreAbout(product.title)}
              </span>
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A government solution with its deployment countries (4 rows); `children` are its actions. */
export function GovernmentSolutionCard({
  solution,
  children,
}: {
  solution: GovernmentSolution;
  children: ReactNode;
}) {
  return (
    <GridCard rows={4}>
      <CardTitle icon={solution.icon} title={solution.title} />
      <p className="text-sm leading-relaxed text-slate-700">{solution.description}</p>
      <div>
        <h4 className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-brand-700">
          <MapPin aria-hidden className="size-4" />
          {portalTexts.governmentSolution.deployedIn}
        </h4>
        <ul className="mt-2 flex flex-wrap gap-1.5">
          {solution.countries.map((country) => (
            <li
              key={country}
              className="rounded-full border border-slate-200 bg-slate-50 px-2.5 py-0.5 text-sm whitespace-nowrap text-slate-800"
            >
              {country}
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2" data-print="hide">
        {children}
      </div>
    </GridCard>
  );
}

const caseStudyLabel = "text-xs font-semibold uppercase tracking-wider";

function CaseStudyPart({ label, text }: { label: string; text: string }) {
  return (
    <div>
      <h4 className={cn(caseStudyLabel, "text-slate-600")}>{label}</h4>
      <p className="mt-1.5 text-sm leading-relaxed text-slate-700">{text}</p>
    </div>
  );
}

/** One reference project (4 rows): where, what kind, when; challenge, solution and results. */
export function CaseStudyCard({ study }: { study: CaseStudy }) {
  const texts = portalTexts.caseStudy;
  const facts = [
    { term: texts.country, detail: study.country, Icon: MapPin },
    { term: texts.category, detail: study.category, Icon: Tag },
    { term: texts.year, detail: String(study.year), Icon: CalendarDays },
  ];
  return (
    <GridCard rows={4}>
      <div className="border-b border-slate-200 pb-3">
        <h3 className="text-base font-semibold leading-6 text-slate-900">{study.title}</h3>
        <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          {facts.map(({ term, detail, Icon }) => (
            <div key={term} className="flex items-center gap-1.5">
              <dt className="sr-only">{term}</dt>
              <Icon aria-hidden className="size-4 text-brand-600" />
              <dd className="tabular-nums">{detail}</dd>
            </div>
          ))}
        </dl>
      </div>
      <CaseStudyPart label={texts.challenge} text={study.challenge} />
      <CaseStudyPart label={texts.solution} text={study.solution} />
      {/* What changed is what a reader looks for: set apart, and level across a row of cards. */}
      <div className="rounded-lg border border-brand-100 bg-brand-50 px-4 py-3">
        <h4 className={cn(caseStudyLabel, "text-brand-800")}>{texts.results}</h4>
        <CheckList items={study.results} className="mt-2 text-sm font-medium text-slate-900" />
      </div>
    </GridCard>
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
  const texts = pageErrorTexts.portal;
  const title = notFound ? texts.notFoundTitle : texts.loadFailedTitle;
  const detail = notFound
    ? texts.notFound
    : error instanceof PortalLoadError
      ? `${error.message} ${texts.tryLater}`
      : texts.unexpected;
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
            {revalidator.state === "loading" ? pageErrorTexts.tryingAgain : pageErrorTexts.tryAgain}
          </Button>
        )}
        {onOverview ? (
          <Button asChild variant="outline">
            <Link to={paths.home}>{pageErrorTexts.returnHome}</Link>
          </Button>
        ) : (
          <Button asChild variant="outline">
            <Link to={paths.partnerPortal}>{portalTexts.backToPortal}</Link>
          </Button>
        )}
      </div>
    </section>
  );
}

const arrowLinkClass =
  "inline-flex min-h-11 items-center gap-2 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline";

/** A quiet way on: the link's label and an arrow. */
export function ArrowLink({ link, children }: { link: PortalLink; children?: ReactNode }) {
  return (
    <Link to={link.to} className={arrowLinkClass}>
      {link.label}
      {children}
      <ArrowRight aria-hidden className="size-4" />
    </Link>
  );
}

/**
 * A product page's body as a detail view: the page's sections in the main column, and beside
 * them (below them on smaller screens) a panel with the rest of its introduction, and the
 * request: what to send and the button that sends it. The panel stays in view while the main
 * column scrolls. The page's name is its heading's alone (`portalPageTitles`): the panel does
 * not name the category a second time.
 */
export function PortalDetail({
  lead,
  closing,
  children,
}: {
  /** The page's introduction; its first sentence is already in the page header. */
  lead: string;
  closing: PortalClosing;
  children: ReactNode;
}) {
  const rest = lead.slice(firstSentence(lead).length).trim();
  return (
    <div className="xl:grid xl:grid-cols-[minmax(0,1fr)_18rem] xl:gap-8">
      <div className="min-w-0">{children}</div>
      <div className="pb-6 xl:pt-8">
        <div className="space-y-4 xl:sticky xl:top-24">
          {rest && (
            <section
              aria-labelledby="portal-about-title"
              className="rounded-xl border border-slate-200 bg-white p-5"
            >
              <h2
                id="portal-about-title"
                className="text-xs font-semibold uppercase tracking-wide text-slate-600"
              >
                {portalTexts.about}
              </h2>
              <p className="mt-2 text-sm leading-relaxed text-slate-700">{rest}</p>
            </section>
          )}
          <section
            aria-labelledby="portal-request-title"
            data-print="hide"
            className="rounded-xl border border-slate-200 bg-white p-5"
          >
            <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">
              {portalTexts.nextStep}
            </p>
            <h2 id="portal-request-title" className="mt-2 text-base font-semibold text-slate-900">
              {closing.title}
            </h2>
            <p className="mt-1 text-sm leading-relaxed text-slate-700">{closing.text}</p>
            <Button asChild variant="soft" className="mt-4 w-full">
              <Link to={closing.primary.to}>{closing.primary.label}</Link>
            </Button>
            {closing.secondary && (
              <div className="mt-1 flex justify-center">
                <ArrowLink link={closing.secondary} />
              </div>
            )}
          </section>
        </div>
      </div>
    </div>
  );
}

/**
 * Label and value in rows, as a data sheet reads: the label on the left, the figure on the
 * right (stacked on a phone). Printed, it becomes a ruled table (app/app.css).
 */
export function PortalSpecTable({ items }: { items: readonly { label: string; value: string }[] }) {
  return (
    <dl
      data-print="spec-table"
      className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white"
    >
      {items.map((spec) => (
        <div key={spec.label} className="grid gap-1 px-5 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
          <dt className="text-sm text-slate-600">{spec.label}</dt>
          <dd className="text-sm font-semibold tabular-nums text-slate-900">{spec.value}</dd>
        </div>
      ))}
    </dl>
  );
}
