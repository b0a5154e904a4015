import { CallToAction } from "../../components/call-to-action";
import { byTitle, CardGrid } from "../../components/card-grid";
import { Section } from "../../components/section";
import { StatCard } from "../../components/stat-card";
import { loadPortalPage, portalMeta } from "../../features/portal/portal-api";
import { CaseStudyCard, PortalPageHeader } from "../../features/portal/portal-ui";
import type { Route } from "./+types/case-studies";

export const meta = ({ loaderData }: Route.MetaArgs) => portalMeta(loaderData?.hero.title);

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadPortalPage(request, "case-studies");
}

export default function CaseStudies({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <PortalPageHeader hero={page.hero} />

      <Section id="track-record" title={page.stats.title} intro={page.stats.intro}>
        <CardGrid
          items={page.stats.items}
          itemKey={(stat) => stat.label}
          className="sm:grid-cols-2 lg:grid-cols-4"
        >
          {(stat) => <StatCard {...stat} />}
        </CardGrid>
      </Section>

      <Section id="studies" title={page.studies.title} intro={page.studies.intro} tone="muted">
        <CardGrid items={page.studies.items} itemKey={byTitle} className="lg:grid-cols-2">
          {(study) => <CaseStudyCard study={study} />}
        </CardGrid>
      </Section>

      <div data-print="hide">
        <CallToAction {...page.closing} />
      </div>
    </>
  );
}
