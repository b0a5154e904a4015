import { ArrowRight, Inbox } from "lucide-react";
import { Link } from "react-router";
import {
  partnerRequestsContent,
  partnerRequestsPath,
} from "../../../core/content/partner-requests";
import { Button } from "../../components/ui/button";
import { CallToAction } from "../../components/call-to-action";
import { byTitle, CardGrid } from "../../components/card-grid";
import { PageHero } from "../../components/page-hero";
import { Section } from "../../components/section";
import { StatCard } from "../../components/stat-card";
import { loadPortalOverview, portalMeta } from "../../features/portal/portal-api";
import {
  GovernmentSolutionCard,
  PortalFeatureCard,
  PortalWelcomePanel,
  ProductCard,
} from "../../features/portal/portal-ui";
import type { Route } from "./+types/overview";

export const meta = () => portalMeta();

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadPortalOverview(request);
}

export default function PortalOverview({ loaderData: content }: Route.ComponentProps) {
  return (
    <>
      <PageHero {...content.hero}>
        <Button asChild variant="accent">
          <Link to={partnerRequestsPath}>
            <Inbox aria-hidden />
            {partnerRequestsContent.overviewLink.label}
          </Link>
        </Button>
      </PageHero>
      <PortalWelcomePanel welcome={content.welcome} />

      <Section id="portal-stats" title="The Portal at a Glance">
        <CardGrid
          items={content.stats}
          itemKey={(stat) => stat.label}
          className="sm:grid-cols-2 lg:grid-cols-4"
        >
          {(stat) => <StatCard {...stat} />}
        </CardGrid>
      </Section>

      <Section
        id="portfolio"
        title={content.portfolio.title}
        intro={content.portfolio.intro}
        tone="muted"
      >
        <CardGrid
          items={content.portfolio.items}
          itemKey={byTitle}
          className="sm:grid-cols-2 xl:grid-cols-4"
        >
          {(product) => <ProductCard product={product} />}
        </CardGrid>
      </Section>

      <Section id="government" title={content.government.title} intro={content.government.intro}>
        <CardGrid items={content.government.items} itemKey={byTitle} className="md:grid-cols-2">
          {(solution) => (
            <GovernmentSolutionCard solution={solution}>
              <Link
                to={content.government.caseStudies.to}
                className="inline-flex min-h-11 items-center gap-2 rounded-md font-semibold text-brand-700 hover:text-brand-900 hover:underline"
              >
                {content.government.caseStudies.label}
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            </GovernmentSolutionCard>
          )}
        </CardGrid>
      </Section>

      <Section
        id="benefits"
        title={content.benefits.title}
        intro={content.benefits.intro}
        tone="muted"
      >
        <CardGrid
          items={content.benefits.items}
          itemKey={byTitle}
          className="sm:grid-cols-2 lg:grid-cols-4"
        >
          {(benefit) => <PortalFeatureCard item={benefit} />}
        </CardGrid>
      </Section>

      <div data-print="hide">
        <CallToAction {...content.closing} />
      </div>
    </>
  );
}
