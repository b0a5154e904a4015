import { accountTexts } from "../../../core/texts/account";
import { paths } from "../../../core/paths";
import { loadAccountOverview, type AccountArea } from "../../features/account/account-api";
import { AccountContent } from "../../features/account/account-content";
import { leavePanel } from "../../features/admin/shared/admin-api";
import { PanelContent, PanelPageHeader } from "../../features/admin/shared/panel-frame";
import { adminPanelMeta } from "../../features/admin/shared/panel-meta";
import type { Route } from "./+types/account";

export const meta = () => adminPanelMeta(accountTexts.title);

/** The panel's answer to a refused session (leavePanel: say so once, then /admin). */
const area: AccountArea = {
  signIn: paths.admin,
  forgetSession: () => void leavePanel(),
  headingLevel: 3,
};

export function clientLoader() {
  return { overview: loadAccountOverview(area) };
}
clientLoader.hydrate = true as const;

/** Pre-rendered: the account's page loading (see the panel's layout). */
export function loader() {
  return { overview: null };
}

export default function AdminAccount({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PanelPageHeader title={accountTexts.title} description={accountTexts.description} />
      <PanelContent>
        <AccountContent area={area} loaded={loaderData.overview} />
      </PanelContent>
    </>
  );
}
