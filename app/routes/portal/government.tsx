import { Link } from "react-router";
import { portalTexts } from "../../../core/texts/portal";
import { Button } from "../../components/ui/button";
import { loadPortalPage, portalMeta } from "../../features/portal/portal-api";
import {
  ArrowLink,
  byTitle,
  firstSentence,
  GovernmentSolutionCard,
  PortalBackLink,
  PortalFeatureCard,
  PortalGrid,
  PortalRequestAction,
  PortalPageHeader,
  PortalSection,
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
      <PortalPageHeader title={page.hero.title} text={firstSentence(page.hero.lead)}>
        <PortalRequestAction link={page.closing.primary} />
      </PortalPageHeader>

      <PortalSection id="solutions" title={page.solutions.title} intro={page.solutions.intro}>
        <PortalGrid
          items={page.solutions.items}
          itemKey={byTitle}
          rows={4}
          className="md:grid-cols-2"
        >
          {(solution) => (
            <GovernmentSolutionCard solution={solution}>
              {/* Soft: the page header's Request a Consultation is the view's main action. */}
              <Button asChild variant="soft" size="sm">
                <Link to={consultation.to}>
                  {consultation.label}
                  <span className="sr-only">
                    {portalTexts.governmentSolution.consultationFor(solution.title)}
                  </span>
                </Link>
              </Button>
              <ArrowLink link={caseStudies} />
            </GovernmentSolutionCard>
          )}
        </PortalGrid>
      </PortalSection>

      <PortalSection id="benefits" title={page.benefits.title} intro={page.benefits.intro}>
        <PortalGrid
          items={page.benefits.items}
          itemKey={byTitle}
          rows={2}
          className="sm:grid-cols-2 lg:grid-cols-3"
        >
          {(benefit) => <PortalFeatureCard item={benefit} />}
        </PortalGrid>
      </PortalSection>

      <PortalBackLink also={page.closing.secondary} />
    </>
  );
}
