import { Quote } from "lucide-react";
import { aboutContent as content } from "../../core/content/about";
import { paths } from "../../core/paths";
import { CallToAction } from "../components/call-to-action";
import { IconTile } from "../components/icon";
import { PageHero } from "../components/page-hero";
import { Section } from "../components/section";
import { StatPanel } from "../components/stat-panel";
import { pageMeta } from "../lib/seo";

export const meta = () => pageMeta({ ...content.meta, path: paths.about });

/**
 * The firm's path on one line, from its founding year to today: the story in four steps, beside
 * the title on wide screens. Static markup, no picture to load.
 */
function Timeline() {
  const { timeline } = content;
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-6">
      <figcaption className="text-sm font-semibold uppercase tracking-wider text-slate-900">
        {timeline.title}
      </figcaption>
      <ol className="mt-4">
        {timeline.steps.map((step, index) => {
          const ends = index === 0 || index === timeline.steps.length - 1;
          return (
            <li
              key={step.text}
              className="relative grid grid-cols-[3.5rem_1.25rem_minmax(0,1fr)] gap-x-3 pb-4 last:pb-0"
            >
              <span className="pt-px text-right text-sm font-bold tabular-nums text-brand-700">
                {step.when}
              </span>
              {index < timeline.steps.length - 1 && (
                <span
                  aria-hidden
                  className="absolute top-3 bottom-0 left-[calc(3.5rem+0.75rem+0.625rem-1px)] w-0.5 bg-brand-200"
                />
              )}
              <span
                aria-hidden
                className={
                  ends
                    ? "relative mt-0.5 size-5 rounded-full border-4 border-brand-700 bg-white"
                    : "relative mx-auto mt-1.5 size-2.5 rounded-full bg-brand-600"
                }
              />
              <p
                className={
                  ends
                    ? "min-w-0 font-semibold leading-snug text-slate-900"
                    : "min-w-0 leading-snug text-slate-700"
                }
              >
                {step.text}
              </p>
            </li>
          );
        })}
      </ol>
    </figure>
  );
}

/** The story's closing thought, set apart beside it: why the firm's independence matters. */
function StoryQuote() {
  const { quote } = content.story;
  return (
    <figure className="self-start rounded-xl bg-brand-50 p-6 sm:p-8">
      <Quote aria-hidden className="size-8 text-brand-600" />
      <figcaption className="mt-4 text-sm font-semibold uppercase tracking-wider text-brand-700">
        {quote.lead}
      </figcaption>
      <blockquote className="mt-3 text-xl font-medium leading-snug text-slate-900">
        <p>{quote.text}</p>
      </blockquote>
    </figure>
  );
}

export default function About() {
  return (
    <>
      <PageHero {...content.hero} visual={<Timeline />} />

      <Section id="story" title={content.story.title} intro={content.story.intro}>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:gap-16">
          <div className="max-w-prose space-y-5 text-lg leading-relaxed text-slate-700">
            {content.story.paragraphs.map((paragraph, index) => (
              <p
                key={paragraph}
                className={index === 0 ? "text-xl font-semibold text-slate-900" : undefined}
              >
                {paragraph}
              </p>
            ))}
          </div>
          <StoryQuote />
        </div>
      </Section>

      <Section
        id="figures"
        title={content.figures.title}
        intro={content.figures.intro}
        tone="muted"
      >
        <StatPanel stats={content.figures.stats} />
      </Section>

      <Section id="values" title={content.values.title} intro={content.values.intro}>
        <ol className="grid overflow-hidden rounded-xl border border-slate-200 md:grid-cols-3 md:divide-x md:divide-slate-200 max-md:divide-y max-md:divide-slate-200">
          {content.values.items.map((value, index) => (
            <li key={value.title} className="bg-white p-6 sm:p-8">
              <div className="flex items-center justify-between">
                <IconTile name={value.icon} />
                <span aria-hidden className="text-sm font-semibold tabular-nums text-slate-500">
                  0{index + 1}
                </span>
              </div>
              <h3 className="mt-5 text-xl font-semibold text-slate-900">{value.title}</h3>
              <p className="mt-3 leading-relaxed text-slate-700">{value.description}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="mission" title={content.mission.title} tone="muted">
        <figure className="max-w-4xl border-l-4 border-accent-400 pl-6 sm:pl-8">
          <blockquote className="text-xl font-medium leading-relaxed text-slate-900 sm:text-2xl">
            <p>{content.mission.statement}</p>
          </blockquote>
          <figcaption className="mt-6 max-w-3xl leading-relaxed text-slate-700">
            {content.mission.supporting}
          </figcaption>
        </figure>
      </Section>

      <CallToAction {...content.closing} />
    </>
  );
}
