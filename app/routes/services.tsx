import { Check } from "lucide-react";
import { servicesContent as content, type ServiceItem } from "../../core/content/services";
import type { DrawingRef } from "../../core/content/types";
import { paths } from "../../core/paths";
import { ActionLink } from "../components/action-link";
import { CallToAction } from "../components/call-to-action";
import { byTitle, CardGrid } from "../components/card-grid";
import { IconTile } from "../components/icon";
import { LineDrawing } from "../components/line-drawing";
import { PageHero } from "../components/page-hero";
import { ProcessSteps } from "../components/process-steps";
import { Section } from "../components/section";
import { ServiceCard } from "../components/service-card";
import { pageMeta } from "../lib/seo";

export const meta = () => pageMeta({ ...content.meta, path: paths.services });

const groups = [
  { id: "engineering", label: content.index.engineering, items: content.engineering.items },
  { id: "trade", label: content.index.trade, items: content.trade.items },
] as const;

/**
 * The six services in two groups, each leading to its section: the page at a glance. Not on a
 * phone, where it would stand as tall again as the header above it, in front of the sections it
 * lists, which follow at once.
 */
function ServiceIndex() {
  return (
    <nav
      aria-label={content.index.label}
      // As tall as the header's text beside it, its two lists centred in it.
      className="hidden content-center gap-6 rounded-xl border border-slate-200 bg-white p-6 sm:grid sm:grid-cols-2 lg:self-stretch"
    >
      {groups.map((group) => (
        <div key={group.id}>
          <p className="text-sm font-semibold uppercase tracking-wider text-slate-900">
            {group.label}
          </p>
          <ul className="mt-4 space-y-3 lg:mt-5 lg:space-y-5">
            {group.items.map((item) => (
              <li key={item.title}>
                <a
                  href={`#${group.id}`}
                  className="flex items-center gap-3 rounded-md text-sm font-medium text-slate-800 hover:text-brand-700"
                >
                  <IconTile name={item.icon} size="sm" className="shrink-0" />
                  {item.title}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/** A trade service as a row: what it is on the left, the tasks it covers on the right. */
function ServiceRow({ item }: { item: ServiceItem }) {
  return (
    <article className="grid gap-6 py-8 first:pt-0 last:pb-0 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-12">
      {/* The icon above the title on a phone, so the title has the card's width. */}
      <div className="flex flex-col gap-4 sm:flex-row sm:gap-5">
        <IconTile name={item.icon} className="shrink-0 self-start" />
        <div>
          <h3 className="text-xl font-semibold text-slate-900">{item.title}</h3>
          <p className="mt-2 leading-relaxed text-slate-700">{item.description}</p>
        </div>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 lg:pt-1">
        {item.points.map((point) => (
          <li key={point} className="flex gap-3 text-slate-700">
            <Check aria-hidden className="mt-1 size-4 shrink-0 text-brand-600" />
            <span>{point}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}

/** A group's line drawing beside its heading: what the work looks like. */
function SectionDrawing({ drawing }: { drawing: DrawingRef }) {
  return <LineDrawing drawing={drawing} className="rounded-xl border border-slate-200" />;
}

export default function Services() {
  const { primary, ...hero } = content.hero;
  return (
    <>
      <PageHero {...hero} visual={<ServiceIndex />} wideVisual>
        <ActionLink action={primary} variant="accent" size="lg" />
      </PageHero>

      <Section
        id="engineering"
        title={content.engineering.title}
        intro={content.engineering.intro}
        aside={<SectionDrawing drawing={content.engineering.drawing} />}
      >
        <CardGrid items={content.engineering.items} itemKey={byTitle} className="lg:grid-cols-3">
          {({ points, ...item }) => <ServiceCard item={item} points={points} />}
        </CardGrid>
      </Section>

      <Section
        id="trade"
        title={content.trade.title}
        intro={content.trade.intro}
        tone="muted"
        aside={<SectionDrawing drawing={content.trade.drawing} />}
      >
        <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white p-6 sm:p-8">
          {content.trade.items.map((item) => (
            <ServiceRow key={item.title} item={item} />
          ))}
        </div>
      </Section>

      <Section id="process" title={content.process.title} intro={content.process.intro}>
        <ProcessSteps steps={content.process.steps} stepLabel={content.process.stepLabel} />
      </Section>

      <Section
        id="why-choose"
        title={content.whyChoose.title}
        intro={content.whyChoose.intro}
        tone="muted"
      >
        <ul className="grid gap-x-12 gap-y-10 md:grid-cols-2">
          {content.whyChoose.items.map((item) => (
            <li key={item.title} className="flex gap-5">
              <IconTile name={item.icon} className="shrink-0" />
              <div>
                <h3 className="text-xl font-semibold text-slate-900">{item.title}</h3>
                <p className="mt-2 leading-relaxed text-slate-700">{item.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <CallToAction {...content.closing} />
    </>
  );
}
