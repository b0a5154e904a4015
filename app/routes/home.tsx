import { paths } from "../../core/paths";
import { CheckCircle2 } from "lucide-react";
import { Link } from "react-router";
import { homeContent as content } from "../../core/content/home";
import { ActionLink } from "../components/action-link";
import { CallToAction } from "../components/call-to-action";
import { byTitle, CardGrid } from "../components/card-grid";
import { FeatureCard } from "../components/feature-card";
import { HeroVideo } from "../components/hero-video";
import { IconTile } from "../components/icon";
import { Section } from "../components/section";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { pageMeta } from "../lib/seo";

export const meta = () => pageMeta({ ...content.meta, path: paths.home });

export default function Home() {
  return (
    <>
      <section className="relative isolate flex min-h-[34rem] items-center overflow-hidden bg-brand-950 text-white md:min-h-[40rem]">
        <HeroVideo />
        <div
          aria-hidden
          className="absolute inset-0 -z-0 bg-gradient-to-r from-brand-950/95 via-brand-950/75 to-brand-900/40"
        />
        <div className="relative mx-auto w-full max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
          <p className="mb-5 inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-accent-400 ring-1 ring-white/20">
            {content.hero.eyebrow}
          </p>
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl lg:text-6xl">
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

      <Section id="why-choose" title={content.whyChoose.title} intro={content.whyChoose.intro}>
        <CardGrid items={content.whyChoose.cards} itemKey={byTitle} className="md:grid-cols-3">
          {(card) => <FeatureCard item={card} />}
        </CardGrid>
      </Section>

      <Section
        id="solutions"
        title={content.solutions.title}
        intro={content.solutions.intro}
        tone="muted"
      >
        <div className="grid gap-8 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <ul className="space-y-6">
              {content.solutions.items.map((item) => (
                <li key={item.title} className="flex gap-5">
                  <IconTile name={item.icon} className="shrink-0" />
                  <div>
                    <h3 className="text-xl font-semibold text-slate-900">{item.title}</h3>
                    <p className="mt-2 leading-relaxed text-slate-700">{item.description}</p>
                  </div>
                </li>
              ))}
            </ul>
            <ActionLink
              action={content.solutions.link}
              variant="link"
              size="inline"
              className="mt-8"
            />
          </div>
          <Card tone="dark" padded={false} className="flex flex-col justify-between p-8">
            <div>
              <CheckCircle2 aria-hidden className="size-10 text-accent-400" />
              <h3 className="mt-5 text-2xl font-bold">{content.solutions.readyCard.title}</h3>
              <p className="mt-3 leading-relaxed text-brand-100">
                {content.solutions.readyCard.text}
              </p>
            </div>
            <ActionLink
              action={content.solutions.readyCard.action}
              variant="accent"
              className="mt-8 self-start"
            />
          </Card>
        </div>
      </Section>

      <CallToAction {...content.closing} />
    </>
  );
}
