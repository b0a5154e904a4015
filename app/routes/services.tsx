import { paths } from "../../core/paths";
import { servicesContent as content } from "../../core/content/services";
import { ActionLink } from "../components/action-link";
import { CallToAction } from "../components/call-to-action";
import { byTitle, CardGrid } from "../components/card-grid";
import { FeatureCard } from "../components/feature-card";
import { PageHero } from "../components/page-hero";
import { ProcessSteps } from "../components/process-steps";
import { Section } from "../components/section";
import { ServiceCard } from "../components/service-card";
import { pageMeta } from "../lib/seo";

export const meta = () => pageMeta({ ...content.meta, path: paths.services });

export default function Services() {
  const { primary, ...hero } = content.hero;
  return (
    <>
      <PageHero {...hero}>
        <ActionLink action={primary} variant="accent" size="lg" />
      </PageHero>

      <Section id="engineering" title={content.engineering.title} intro={content.engineering.intro}>
        <CardGrid items={content.engineering.items} itemKey={byTitle} className="lg:grid-cols-3">
          {({ points, ...item }) => <ServiceCard item={item} points={points} />}
        </CardGrid>
      </Section>

      <Section id="trade" title={content.trade.title} intro={content.trade.intro} tone="muted">
        <CardGrid items={content.trade.items} itemKey={byTitle} className="lg:grid-cols-3">
          {({ points, ...item }) => <ServiceCard item={item} points={points} />}
        </CardGrid>
      </Section>

      <Section id="process" title={content.process.title} intro={content.process.intro}>
        <ProcessSteps steps={content.process.steps} />
      </Section>

      <Section
        id="why-choose"
        title={content.whyChoose.title}
        intro={content.whyChoose.intro}
        tone="muted"
      >
        <CardGrid
          items={content.whyChoose.items}
          itemKey={byTitle}
          className="sm:grid-cols-2 lg:grid-cols-4"
        >
          {(item) => <FeatureCard item={item} />}
        </CardGrid>
      </Section>

      <CallToAction {...content.closing} />
    </>
  );
}
