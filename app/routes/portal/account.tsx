import { accountTexts } from "../../../core/texts/account";
import { paths } from "../../../core/paths";
import { loadAccountOverview, type AccountArea } from "../../features/account/account-api";
import { AccountContent } from "../../features/account/account-content";
import { portalMeta } from "../../features/portal/portal-api";
import { PortalBackLink, PortalPageHeader } from "../../features/portal/portal-ui";
import { clearSessionInfoCookie } from "../../lib/session-info";
import type { Route } from "./+types/account";

export const meta = () => portalMeta(accountTexts.title);

/** The portal's answer to a refused session: drop its facts, then /login (as portal-api.ts). */
const area: AccountArea = {
  signIn: paths.login,
  forgetSession: clearSessionInfoCookie,
  headingLevel: 2,
};

export function clientLoader() {
  return { overview: loadAccountOverview(area) };
}

export default function PartnerAccount({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PortalPageHeader title={accountTexts.title} text={accountTexts.description} />
      <div className="py-6 lg:py-8">
        <AccountContent area={area} loaded={loaderData.overview} />
      </div>
      <PortalBackLink />
    </>
  );
}
