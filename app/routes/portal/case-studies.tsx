import { loadPortalPage, portalMeta } from "../../features/portal/portal-api";
import {
  byTitle,
  CaseStudyCard,
  firstSentence,
  PortalBackLink,
  PortalGrid,
  PortalRequestAction,
  PortalPageHeader,
  PortalSection,
  StatStrip,
} from "../../features/portal/portal-ui";
import type { Route } from "./+types/case-studies";

export const meta = ({ loaderData }: Route.MetaArgs) => portalMeta(loaderData?.hero.title);

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadPortalPage(request, "case-studies");
}

export default function CaseStudies({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <PortalPageHeader title={page.hero.title} text={firstSentence(page.hero.lead)}>
        <PortalRequestAction link={page.closing.primary} />
      </PortalPageHeader>

      <PortalSection id="track-record" title={page.stats.title} intro={page.stats.intro}>
        <StatStrip stats={page.stats.items} />
      </PortalSection>

      <PortalSection id="studies" title={page.studies.title} intro={page.studies.intro}>
        <PortalGrid
          items={page.studies.items}
          itemKey={byTitle}
          rows={4}
          className="lg:grid-cols-2"
        >
          {(study) => <CaseStudyCard study={study} />}
        </PortalGrid>
      </PortalSection>

      <PortalBackLink also={page.closing.secondary} />
    </>
  );
}
