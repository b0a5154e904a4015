import { CallToAction } from "../../components/call-to-action";
import { byTitle, CardGrid } from "../../components/card-grid";
import { Section } from "../../components/section";
import { Button } from "../../components/ui/button";
import { Link } from "react-router";
import { loadPortalPage, portalMeta } from "../../features/portal/portal-api";
import {
  GovernmentSolutionCard,
  PortalFeatureCard,
  PortalPageHeader,
} from "../../features/portal/portal-ui";
import type { Route } from "./+types/government";

export const meta = ({ loaderData }: Route.MetaArgs) => portalMeta(loaderData?.hero.title);

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadPortalPage(request, "government");
}

export default function GovernmentSolutions({ loaderData: page }: Route.ComponentProps) {
  const { consultation, caseStudies } = page.solutions;
  return (
    <>
      <PortalPageHeader hero={page.hero} />

      <Section id="solutions" title={page.solutions.title} intro={page.solutions.intro}>
        <CardGrid items={page.solutions.items} itemKey={byTitle} className="md:grid-cols-2">
          {(solution) => (
            <GovernmentSolutionCard solution={solution}>
              <Button asChild>
                <Link to={consultation.to}>
                  {consultation.label}
                  <span className="sr-only"> for {solution.title}</span>
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to={caseStudies.to}>{caseStudies.label}</Link>
              </Button>
            </GovernmentSolutionCard>
          )}
        </CardGrid>
      </Section>

      <Section id="benefits" title={page.benefits.title} intro={page.benefits.intro} tone="muted">
        <CardGrid
          items={page.benefits.items}
          itemKey={byTitle}
          className="sm:grid-cols-2 lg:grid-cols-3"
        >
          {(benefit) => <PortalFeatureCard item={benefit} />}
        </CardGrid>
      </Section>

      <div data-print="hide">
        <CallToAction {...page.closing} />
      </div>
    </>
  );
}
