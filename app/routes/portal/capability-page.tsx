import { loadPortalPage, portalMeta } from "../../features/portal/portal-api";
import {
  byTitle,
  firstSentence,
  PortalBackLink,
  PortalDetail,
  PortalFeatureCard,
  PortalGrid,
  PortalRequestAction,
  PortalPageHeader,
  PortalSection,
} from "../../features/portal/portal-ui";
import type { Route } from "./+types/capability-page";

// One module for the six capability pages; the path says which one (see app/routes.ts).

export const meta = ({ loaderData }: Route.MetaArgs) => portalMeta(loaderData?.hero.title);

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadPortalPage(request, "capabilities");
}

export default function CapabilityPage({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <PortalPageHeader title={page.hero.title} text={firstSentence(page.hero.lead)}>
        <PortalRequestAction link={page.closing.primary} />
      </PortalPageHeader>

      <PortalDetail lead={page.hero.lead} closing={page.closing}>
        <PortalSection
          id="capabilities"
          title={page.capabilities.title}
          intro={page.capabilities.intro}
        >
          <PortalGrid
            items={page.capabilities.items}
            itemKey={byTitle}
            rows={3}
            className="sm:grid-cols-2"
          >
            {({ points, ...capability }) => <PortalFeatureCard item={capability} points={points} />}
          </PortalGrid>
        </PortalSection>
      </PortalDetail>

      <PortalBackLink />
    </>
  );
}
