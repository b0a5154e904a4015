import { Check } from "lucide-react";
import { Link } from "react-router";
import { whereWeWorkContent } from "../../core/content/countries";
import { homeContent as content, type SolutionItem } from "../../core/content/home";
import type { DrawingRef } from "../../core/content/types";
import { servicesContent } from "../../core/content/services";
import { paths } from "../../core/paths";
import { ActionLink } from "../components/action-link";
import { CallToAction } from "../components/call-to-action";
import { HeroVideo } from "../components/hero-video";
import { IconTile } from "../components/icon";
import { LineDrawing } from "../components/line-drawing";
import { ProcessSteps } from "../components/process-steps";
import { Section } from "../components/section";
import { Button } from "../components/ui/button";
import { WorkMap } from "../components/work-map";
import { pageMeta } from "../lib/seo";

export const meta = () => pageMeta({ ...content.meta, path: paths.home });

/**
 * What each solution covers, keyed by the kind its drawing names: the engineering and trade
 * services by title, leading on to their section of the services page.
 */
const covered = {
  engineering: {
    points: servicesContent.engineering.items.map((item) => item.title),
    to: `${paths.services}#engineering`,
  },
  trade: {
    points: servicesContent.trade.items.map((item) => item.title),
    to: `${paths.services}#trade`,
  },
  partnerships: { points: content.solutions.partnershipPoints, to: undefined },
} satisfies Record<DrawingRef["name"], { points: readonly string[]; to: string | undefined }>;

/**
 * A solution as a card: its drawing, title, text and what it covers. The three are built
 * alike, so they read as one row of equals.
 */
function SolutionCard({ item }: { item: SolutionItem }) {
  const { points, to } = covered[item.drawing.name];
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white">
      <LineDrawing drawing={item.drawing} className="border-b border-slate-200" />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-center gap-3">
          <IconTile name={item.icon} size="sm" className="shrink-0" />
          <h3 className="text-xl font-semibold tracking-tight text-slate-900">{item.title}</h3>
        </div>
        <p className="mt-3 mb-5 leading-relaxed text-slate-700">{item.description}</p>
        {/* Pushed to the card's foot, so the three lists start on one line. */}
        <ul className="mt-auto space-y-2 border-t border-slate-200 pt-4">
          {points.map((point) => (
            <li key={point} className="flex gap-3 text-sm leading-relaxed">
              <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
              {to ? (
                <Link to={to} className="font-medium text-slate-800 hover:text-brand-700">
                  {point}
                </Link>
              ) : (
                <span className="font-medium text-slate-800">{point}</span>
              )}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}

/** The process at a glance, drawn as on the services page: the detail is there. */
function ProcessTrack() {
  return (
    <>
      <ProcessSteps steps={servicesContent.process.steps} detail="summary" />
      <ActionLink
        action={content.solutions.processLink}
        variant="link"
        size="inline"
        className="mt-8"
      />
    </>
  );
}

export default function Home() {
  return (
    <>
      <section className="relative isolate flex min-h-[34rem] items-center overflow-hidden bg-brand-950 text-white md:min-h-[38rem]">
        <HeroVideo labels={content.hero.video} />
        <div
          aria-hidden
          className="absolute inset-0 -z-0 bg-gradient-to-r from-brand-950/95 via-brand-950/75 to-brand-900/40"
        />
        <div className="relative mx-auto w-full max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
          <p className="mb-5 text-sm font-semibold uppercase tracking-wider text-accent-400">
            {content.hero.eyebrow}
          </p>
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {content.hero.title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-brand-100">
            {content.hero.lead}
          </p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:gap-4">
            <ActionLink action={content.hero.primary} variant="accent" size="lg" />
            <Button asChild variant="ghostLight" size="lg">
              <Link to={content.hero.secondary.to}>{content.hero.secondary.label}</Link>
            </Button>
          </div>
        </div>
      </section>

      <Section id="why-choose" title={content.whyChoose.title} intro={content.whyChoose.intro}>
        <ul className="grid gap-10 md:grid-cols-3 md:gap-8">
          {content.whyChoose.cards.map((card) => (
            <li key={card.title} className="border-t-2 border-brand-600 pt-6">
              <IconTile name={card.icon} />
              <h3 className="mt-5 text-xl font-semibold text-slate-900">{card.title}</h3>
              <p className="mt-3 leading-relaxed text-slate-700">{card.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="solutions"
        title={content.solutions.title}
        intro={content.solutions.intro}
        tone="muted"
      >
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {content.solutions.items.map((item) => (
            <li key={item.title} className="md:last:col-span-2 lg:last:col-span-1">
              <SolutionCard item={item} />
            </li>
          ))}
        </ul>
        <ActionLink action={content.solutions.link} variant="link" size="inline" className="mt-6" />

        <div className="mt-10 flex flex-col gap-6 rounded-xl border border-brand-200 bg-brand-50 p-6 sm:p-8 md:flex-row md:items-center md:justify-between md:gap-10">
          <div className="max-w-2xl">
            <h3 className="text-xl font-semibold text-brand-900">
              {content.solutions.readyCard.title}
            </h3>
            <p className="mt-2 leading-relaxed text-slate-700">
              {content.solutions.readyCard.text}
            </p>
          </div>
          <ActionLink
            action={content.solutions.readyCard.action}
            variant="primary"
            className="shrink-0 self-start md:self-center"
          />
        </div>
      </Section>

      <Section
        id="process"
        title={servicesContent.process.title}
        intro={servicesContent.process.intro}
      >
        <ProcessTrack />
      </Section>

      <Section
        id="where-we-work"
        title={whereWeWorkContent.title}
        intro={whereWeWorkContent.intro}
        tone="muted"
      >
        <WorkMap />
      </Section>

      <CallToAction {...content.closing} />
    </>
  );
}
