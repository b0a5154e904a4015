import { Check } from "lucide-react";
import { Link } from "react-router";
import { aboutContent } from "../../core/content/about";
import { whereWeWorkContent } from "../../core/content/countries";
import { homeContent as content } from "../../core/content/home";
import { servicesContent } from "../../core/content/services";
import { paths } from "../../core/paths";
import { ActionLink } from "../components/action-link";
import { CallToAction } from "../components/call-to-action";
import { FiguresBand } from "../components/figures-band";
import { HeroVideo } from "../components/hero-video";
import { IconTile } from "../components/icon";
import { Section } from "../components/section";
import { Button } from "../components/ui/button";
import { WorkMap } from "../components/work-map";
import { pageMeta } from "../lib/seo";

export const meta = () => pageMeta({ ...content.meta, path: paths.home });

// The solutions in their order: engineering, trade, partnerships.
const engineering = content.solutions.items[0]!;
const trade = content.solutions.items[1]!;
const partnerships = content.solutions.items[2]!;

/** Engineering and trade side by side, each with the services it covers. */
const split = [
  { item: engineering, services: servicesContent.engineering.items, anchor: "engineering" },
  { item: trade, services: servicesContent.trade.items, anchor: "trade" },
] as const;

/**
 * The four steps in brief, as one joined track: the home page shows the order at a glance and
 * leaves each step's detail to the services page, so the two pages do not repeat each other.
 */
function ProcessTrack() {
  const { steps } = servicesContent.process;
  return (
    <>
      <ol className="grid overflow-hidden rounded-xl border border-slate-200 bg-white sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, index) => (
          <li
            key={step.title}
            className="flex items-center gap-4 border-slate-200 p-5 max-sm:not-first:border-t sm:max-lg:nth-[n+3]:border-t sm:max-lg:even:border-l lg:not-first:border-l"
          >
            <span
              aria-hidden
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-base font-bold tabular-nums text-white"
            >
              {index + 1}
            </span>
            <span className="text-lg font-semibold text-slate-900">{step.title}</span>
          </li>
        ))}
      </ol>
      <ActionLink
        action={content.solutions.processLink}
        variant="link"
        size="inline"
        className="mt-6"
      />
    </>
  );
}

export default function Home() {
  return (
    <>
      <section className="relative isolate flex min-h-[34rem] items-center overflow-hidden bg-brand-950 text-white md:min-h-[38rem]">
        <HeroVideo />
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
          <div className="mt-10 flex flex-wrap gap-4">
            <ActionLink action={content.hero.primary} variant="accent" size="lg" />
            <Button asChild variant="ghostLight" size="lg">
              <Link to={content.hero.secondary.to}>{content.hero.secondary.label}</Link>
            </Button>
          </div>
        </div>
      </section>

      <FiguresBand figures={aboutContent.figures.stats} label={aboutContent.figures.title} />

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
        <div className="grid gap-6 lg:grid-cols-2">
          {split.map(({ item, services, anchor }) => (
            <article
              key={item.title}
              className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 sm:p-8"
            >
              <div className="flex items-center gap-4">
                <IconTile name={item.icon} className="shrink-0" />
                <h3 className="text-2xl font-semibold tracking-tight text-slate-900">
                  {item.title}
                </h3>
              </div>
              <p className="mt-4 leading-relaxed text-slate-700">{item.description}</p>
              <ul className="mt-6 divide-y divide-slate-200 border-t border-slate-200">
                {services.map((service) => (
                  <li key={service.title}>
                    <Link
                      to={`${paths.services}#${anchor}`}
                      className="flex items-start gap-3 py-3 text-slate-800 hover:text-brand-700"
                    >
                      <Check aria-hidden className="mt-1 size-4 shrink-0 text-brand-600" />
                      <span>
                        <span className="font-semibold">{service.title}</span>
                        <span className="block text-sm leading-relaxed text-slate-600">
                          {service.description}
                        </span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>

        <div className="mt-6 grid gap-6 lg:grid-cols-3">
          <div className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-6 sm:flex-row sm:p-8 lg:col-span-2">
            <IconTile name={partnerships.icon} className="shrink-0" />
            <div>
              <h3 className="text-xl font-semibold text-slate-900">{partnerships.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-700">{partnerships.description}</p>
              <ActionLink
                action={content.solutions.link}
                variant="link"
                size="inline"
                className="mt-5"
              />
            </div>
          </div>
          <div className="flex flex-col justify-between rounded-xl border border-brand-200 bg-brand-50 p-6 sm:p-8">
            <div>
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
              className="mt-6 self-start"
            />
          </div>
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
