import { portalTexts } from "../../../core/texts/portal";
import { loadPortalOverview, portalMeta } from "../../features/portal/portal-api";
import {
  ArrowLink,
  byTitle,
  firstSentence,
  GovernmentSolutionCard,
  PortalFeatureCard,
  PortalGrid,
  PortalPageHeader,
  PortalSection,
  PortalStatTile,
  PortalWelcomePanel,
  ProductCatalogue,
} from "../../features/portal/portal-ui";
import { NewRequestAction, RequestsGlance } from "../../features/portal/request-list";
import { loadOwnRequests } from "../../features/portal/requests-api";
import type { Route } from "./+types/overview";

export const meta = () => portalMeta();

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [content, requests] = await Promise.all([
    loadPortalOverview(request),
    // The dashboard still opens when only the requests fail: their tile says so. A redirect
    // (the session has ended) is followed as from any other loader.
    loadOwnRequests(request).catch((error: unknown) => {
      if (error instanceof Response || request.signal.aborted) throw error;
      return null;
    }),
  ]);
  return { ...content, requests };
}

export default function PortalOverview({ loaderData: content }: Route.ComponentProps) {
  return (
    <>
      <PortalPageHeader title={content.hero.title} text={firstSentence(content.hero.lead)}>
        <NewRequestAction />
      </PortalPageHeader>

      {/* The dashboard, once each: who is signed in, the portal's four figures as one row of
          tiles (two by two on a phone) and My Requests at a glance, at its own height. Spaced
          from the sections below as they are from each other. */}
      <div className="space-y-4 pb-6 pt-6 lg:pb-8">
        <PortalWelcomePanel welcome={content.welcome} />
        <section aria-labelledby="portal-stats-title">
          <h2 id="portal-stats-title" className="sr-only">
            {portalTexts.statsTitle}
          </h2>
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            {content.stats.map((stat) => (
              <li key={stat.label}>
                <PortalStatTile stat={stat} />
              </li>
            ))}
          </ul>
        </section>
        <RequestsGlance list={content.requests} />
      </div>

      <PortalSection id="portfolio" title={content.portfolio.title} intro={content.portfolio.intro}>
        <ProductCatalogue products={content.portfolio.items} />
      </PortalSection>

      <PortalSection
        id="government"
        title={content.government.title}
        intro={content.government.intro}
      >
        <PortalGrid
          items={content.government.items}
          itemKey={byTitle}
          rows={4}
          className="md:grid-cols-2"
        >
          {(solution) => (
            <GovernmentSolutionCard solution={solution}>
              <ArrowLink link={content.government.caseStudies} />
            </GovernmentSolutionCard>
          )}
        </PortalGrid>
      </PortalSection>

      <PortalSection id="benefits" title={content.benefits.title} intro={content.benefits.intro}>
        <PortalGrid
          items={content.benefits.items}
          itemKey={byTitle}
          rows={2}
          className="sm:grid-cols-2 lg:grid-cols-4"
        >
          {(benefit) => <PortalFeatureCard item={benefit} iconAbove />}
        </PortalGrid>
      </PortalSection>
    </>
  );
}
