import { Outlet, redirect, useNavigation } from "react-router";
import { paths } from "../../../core/paths";
import { readSessionInfo } from "../../lib/session-info";
import { portalMeta } from "../../features/portal/portal-api";
import { PortalError, PortalLoading, PortalWorkspace } from "../../features/portal/portal-ui";
import type { Route } from "./+types/layout";

export const meta = () => portalMeta();

/** No session, no portal: visitors go to sign in before anything is fetched or shown. */
export async function clientLoader() {
  if (!readSessionInfo()) throw redirect(paths.login);
  return null;
}

export function HydrateFallback() {
  return <PortalLoading />;
}

export default function PortalLayout() {
  const navigation = useNavigation();
  const loading = navigation.state === "loading";
  return (
    <div aria-busy={loading}>
      {loading && (
        <div aria-hidden className="fixed inset-x-0 top-16 z-40 h-1 animate-pulse bg-accent-400" />
      )}
      <PortalWorkspace>
        <Outlet />
      </PortalWorkspace>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PortalError error={error} />;
}
