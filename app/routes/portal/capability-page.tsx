import { CallToAction } from "../../components/call-to-action";
import { byTitle, CardGrid } from "../../components/card-grid";
import { Section } from "../../components/section";
import { loadPortalPage, portalMeta } from "../../features/portal/portal-api";
import { PortalFeatureCard, PortalPageHeader } from "../../features/portal/portal-ui";
import type { Route } from "./+types/capability-page";

// One module for the six capability pages; the path says which one (see app/routes.ts).

export const meta = ({ loaderData }: Route.MetaArgs) => portalMeta(loaderData?.hero.title);

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadPortalPage(request, "capabilities");
}

export default function CapabilityPage({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <PortalPageHeader hero={page.hero} />

      <Section id="capabilities" title={page.capabilities.title} intro={page.capabilities.intro}>
        <CardGrid
          items={page.capabilities.items}
          itemKey={byTitle}
          className="sm:grid-cols-2 xl:grid-cols-4"
        >
          {({ points, ...capability }) => <PortalFeatureCard item={capability} points={points} />}
        </CardGrid>
      </Section>

      <div data-print="hide">
        <CallToAction {...page.closing} />
      </div>
    </>
  );
}
