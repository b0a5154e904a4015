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
  PortalSpecTable,
} from "../../features/portal/portal-ui";
import type { Route } from "./+types/smart-card";

export const meta = ({ loaderData }: Route.MetaArgs) => portalMeta(loaderData?.hero.title);

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadPortalPage(request, "smart-card");
}

export default function SmartCardSolutions({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <PortalPageHeader title={page.hero.title} text={firstSentence(page.hero.lead)}>
        <PortalRequestAction link={page.closing.primary} />
      </PortalPageHeader>

      <PortalDetail lead={page.hero.lead} closing={page.closing}>
        {/* The figures partners ask for first, then what the systems do. */}
        <PortalSection id="specs" title={page.specs.title} intro={page.specs.intro}>
          <PortalSpecTable items={page.specs.items} />
        </PortalSection>

        <PortalSection id="features" title={page.features.title} intro={page.features.intro}>
          <PortalGrid
            items={page.features.items}
            itemKey={byTitle}
            rows={2}
            className="sm:grid-cols-2"
          >
            {(feature) => <PortalFeatureCard item={feature} />}
          </PortalGrid>
        </PortalSection>
      </PortalDetail>

      <PortalBackLink />
    </>
  );
}
