import { paths } from "../../core/paths";
import { servicesContent as content } from "../../core/content/services";
import { ActionLink } from "../components/action-link";
import { CallToAction } from "../components/call-to-action";
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
        <ul className="grid gap-6 lg:grid-cols-3">
          {content.engineering.items.map(({ points, ...item }) => (
            <li key={item.title}>
              <ServiceCard item={item} points={points} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="trade" title={content.trade.title} intro={content.trade.intro} tone="muted">
        <ul className="grid gap-6 lg:grid-cols-3">
          {content.trade.items.map(({ points, ...item }) => (
            <li key={item.title}>
              <ServiceCard item={item} points={points} />
            </li>
          ))}
        </ul>
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
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {content.whyChoose.items.map((item) => (
            <li key={item.title}>
              <FeatureCard item={item} />
            </li>
          ))}
        </ul>
      </Section>

      <CallToAction {...content.closing} />
    </>
  );
}
