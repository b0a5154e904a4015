import { Inbox } from "lucide-react";
import { useSearchParams } from "react-router";
import { partnerRequestsContent as content } from "../../../core/content/partner-requests";
import { partnerRequestListLimit } from "../../../core/schemas/partner-requests";
import { newRequestParam } from "../../../core/paths";
import { portalMeta } from "../../features/portal/portal-api";
import { PortalPageHeader } from "../../features/portal/portal-ui";
import { loadOwnRequests } from "../../features/portal/requests-api";
import { NewRequestAction, RequestList } from "../../features/portal/request-list";
import type { Route } from "./+types/requests";

export const meta = () => portalMeta(content.hero.title);

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadOwnRequests(request);
}

export default function PartnerRequests({ loaderData }: Route.ComponentProps) {
  const { requests, olderNotShown } = loaderData;
  // Set by the contact form's confirmation: the request just sent.
  const [searchParams] = useSearchParams();
  const newId = searchParams.get(newRequestParam);
  return (
    <>
      <PortalPageHeader title={content.hero.title} text={content.summary}>
        <NewRequestAction />
      </PortalPageHeader>
      <section aria-label={content.listLabel} className="py-6 lg:py-8">
        {/* The page's full width, so the list ends where the header's rule does; the messages
            keep a readable measure (request-list.tsx). */}
        {requests.length === 0 ? (
          <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
            <Inbox aria-hidden className="size-10 text-slate-500" />
            <h2 className="mt-4 text-xl font-semibold text-slate-900">{content.empty.title}</h2>
            <p className="mt-2 max-w-xl text-slate-700">{content.empty.text}</p>
          </div>
        ) : (
          <RequestList requests={requests} newId={newId} />
        )}
        {olderNotShown && (
          <p className="mt-6 text-center text-sm text-slate-700">
            {content.olderNotShown(partnerRequestListLimit)}
          </p>
        )}
      </section>
    </>
  );
}
