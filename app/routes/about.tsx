import { aboutContent as content } from "../../core/content/about";
import { paths } from "../../core/paths";
import { CallToAction } from "../components/call-to-action";
import { CardGrid } from "../components/card-grid";
import { IconTile } from "../components/icon";
import { PageHero } from "../components/page-hero";
import { Section } from "../components/section";
import { StatCard } from "../components/stat-card";
import { pageMeta } from "../lib/seo";

export const meta = () => pageMeta({ ...content.meta, path: paths.about });

/** The firm on one card: when and where it was founded, who owns it, what it does, how far it reaches. */
function FactSheet() {
  const { facts } = content.story;
  return (
    <div
      role="group"
      aria-labelledby="facts-title"
      className="rounded-xl border border-slate-200 bg-white p-6"
    >
      <p id="facts-title" className="text-sm font-semibold uppercase tracking-wider text-slate-900">
        {facts.title}
      </p>
      <dl className="mt-4 divide-y divide-slate-200">
        {facts.items.map((fact) => (
          <div
            key={fact.term}
            className="grid grid-cols-[6.5rem_minmax(0,1fr)] items-baseline gap-3 py-2.5 first:pt-0 last:pb-0"
          >
            <dt className="text-sm font-medium text-slate-600">{fact.term}</dt>
            <dd className="font-semibold text-slate-900">{fact.detail}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export default function About() {
  return (
    <>
      <PageHero {...content.hero} visual={<FactSheet />} />

      <Section id="story" title={content.story.title} intro={content.story.intro} align="start">
        <div className="gap-12 space-y-5 text-lg leading-relaxed text-slate-700 lg:columns-2 lg:space-y-0 [&>p]:break-inside-avoid lg:[&>p+p]:mt-5">
          {content.story.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>

      <Section
        id="figures"
        title={content.figures.title}
        intro={content.figures.intro}
        tone="muted"
        align="start"
      >
        <CardGrid
          items={content.figures.stats}
          itemKey={(stat) => stat.label}
          className="sm:grid-cols-2 lg:grid-cols-4"
        >
          {(stat) => <StatCard {...stat} />}
        </CardGrid>
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

      <Section id="mission" title={content.mission.title} tone="muted" align="start">
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
