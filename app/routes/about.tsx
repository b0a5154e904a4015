import { paths } from "../../core/paths";
import { aboutContent as content } from "../../core/content/about";
import { CallToAction } from "../components/call-to-action";
import { byTitle, CardGrid } from "../components/card-grid";
import { FeatureCard } from "../components/feature-card";
import { IconTile } from "../components/icon";
import { PageHero } from "../components/page-hero";
import { Section } from "../components/section";
import { StatCard } from "../components/stat-card";
import { pageMeta } from "../lib/seo";

export const meta = () => pageMeta({ ...content.meta, path: paths.about });

export default function About() {
  return (
    <>
      <PageHero {...content.hero} />

      <Section id="story" title={content.story.title} intro={content.story.intro}>
        <div className="grid gap-10 lg:grid-cols-3 lg:gap-12">
          <div className="space-y-5 text-lg leading-relaxed text-slate-700 lg:col-span-2">
            {content.story.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className="self-start rounded-xl border border-slate-200 bg-slate-50 p-6 shadow-sm sm:p-8">
            <h3 className="text-xl font-semibold text-slate-900">{content.story.facts.title}</h3>
            <dl className="mt-6 divide-y divide-slate-200">
              {content.story.facts.items.map((fact) => (
                <div key={fact.term} className="py-3 first:pt-0 last:pb-0">
                  <dt className="text-sm font-semibold uppercase tracking-wide text-brand-700">
                    {fact.term}
                  </dt>
                  <dd className="mt-1 text-slate-800">{fact.detail}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </Section>

      <Section
        id="figures"
        title={content.figures.title}
        intro={content.figures.intro}
        tone="muted"
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
        <CardGrid items={content.values.items} itemKey={byTitle} className="md:grid-cols-3">
          {(value) => <FeatureCard item={value} />}
        </CardGrid>
      </Section>

      <Section id="mission" title={content.mission.title} tone="muted">
        <div className="mx-auto max-w-4xl">
          <div className="rounded-xl bg-brand-900 px-6 py-10 text-center text-white shadow-sm sm:p-12">
            <IconTile name="target" />
            <p className="mt-6 text-xl font-medium leading-relaxed sm:text-2xl">
              {content.mission.statement}
            </p>
            <p className="mt-6 leading-relaxed text-brand-100">{content.mission.supporting}</p>
          </div>
        </div>
      </Section>

      <CallToAction {...content.closing} />
    </>
  );
}
