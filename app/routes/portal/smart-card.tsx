import { loadPortalPage, portalMeta } from "../../features/portal/portal-api";
import {
  byTitle,
  firstSentence,
  PortalBackLink,
  PortalFeatureCard,
  PortalGrid,
  PortalMainAction,
  PortalPageHeader,
  PortalSection,
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
        <PortalMainAction link={page.closing.primary} />
      </PortalPageHeader>

      <PortalSection id="features" title={page.features.title} intro={page.features.intro}>
        <PortalGrid
          items={page.features.items}
          itemKey={byTitle}
          rows={2}
          className="sm:grid-cols-2 lg:grid-cols-4"
        >
          {(feature) => <PortalFeatureCard item={feature} />}
        </PortalGrid>
      </PortalSection>

      <PortalSection id="specs" title={page.specs.title} intro={page.specs.intro}>
        <dl
          data-print="spec-table"
          className="grid gap-px overflow-hidden rounded-xl border border-slate-200 bg-slate-200 sm:grid-cols-2 lg:grid-cols-4"
        >
          {page.specs.items.map((spec) => (
            <div key={spec.label} className="bg-white px-5 py-4">
              <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">
                {spec.label}
              </dt>
              <dd className="mt-1 text-lg font-semibold tabular-nums text-slate-900">
                {spec.value}
              </dd>
            </div>
          ))}
        </dl>
      </PortalSection>

      <PortalBackLink also={page.closing.secondary} />
    </>
  );
}
