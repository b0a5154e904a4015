import { CallToAction } from "../../components/call-to-action";
import { byTitle, CardGrid } from "../../components/card-grid";
import { Section } from "../../components/section";
import { loadPortalPage, portalMeta } from "../../features/portal/portal-api";
import { PortalFeatureCard, PortalPageHeader } from "../../features/portal/portal-ui";
import type { Route } from "./+types/smart-card";

export const meta = ({ loaderData }: Route.MetaArgs) => portalMeta(loaderData?.hero.title);

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadPortalPage(request, "smart-card");
}

export default function SmartCardSolutions({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <PortalPageHeader hero={page.hero} />

      <Section id="features" title={page.features.title} intro={page.features.intro}>
        <CardGrid
          items={page.features.items}
          itemKey={byTitle}
          className="sm:grid-cols-2 lg:grid-cols-4"
        >
          {(feature) => <PortalFeatureCard item={feature} />}
        </CardGrid>
      </Section>

      <Section id="specs" title={page.specs.title} intro={page.specs.intro} tone="muted">
        <dl
          data-print="spec-table"
          className="mx-auto grid max-w-5xl gap-px overflow-hidden rounded-xl bg-brand-700 shadow-sm sm:grid-cols-2"
        >
          {page.specs.items.map((spec) => (
            <div key={spec.label} className="bg-brand-900 px-6 py-8 text-white">
              <dt className="text-sm font-semibold uppercase tracking-wide text-accent-400">
                {spec.label}
              </dt>
              <dd className="mt-2 text-2xl font-bold tracking-tight">{spec.value}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <div data-print="hide">
        <CallToAction {...page.closing} />
      </div>
    </>
  );
}
