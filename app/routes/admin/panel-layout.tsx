import { ShieldAlert, TriangleAlert } from "lucide-react";
import {
  isRouteErrorResponse,
  Link,
  Outlet,
  useLocation,
  useNavigation,
  useRevalidator,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { adminPanelText as text } from "../../../core/texts/admin-panel";
import { paths } from "../../../core/paths";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import type { Profile } from "../../../core/schemas/auth";
import { loadAdminProfile } from "../../features/admin/shared/admin-api";
import { ViewSkeleton } from "../../features/admin/shared/skeletons";
import { PanelFrame, panelViews } from "../../features/admin/shared/panel-frame";
import { preloadToasts } from "../../lib/toast";
import { adminPanelMeta } from "../../features/admin/shared/panel-meta";
import type { Route } from "./+types/panel-layout";
import { pathWithoutLocale } from "../../../core/locales";

export const meta = () => adminPanelMeta();

/**
 * What the panel's pages are pre-rendered with, when the site is built: no account yet, so the
 * frame shows the places of the welcome line and Logout, and each view its loading state (its
 * own loader does the same). The browser then runs the loaders below and fills in the same
 * components: the frame and the view's page header stay the nodes first painted, rather than
 * a stand-in the view replaces.
 */
export function loader(): { profile: Profile | null } {
  return { profile: null };
}

/** The guard of every admin view: a session (else /admin) and the admin role (else Access Denied). */
export async function clientLoader() {
  // Nearly every change in the panel ends in a toast: fetch the library while the panel loads.
  void preloadToasts();
  return { profile: await loadAdminProfile() };
}
// Run when the page starts too, over the pre-rendered data above.
clientLoader.hydrate = true as const;

/** The role is checked again on every move between views, not on a search within one. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

/** A signed-in non-admin sees Access Denied, in the panel's frame (docs/rules.md#roles). */
function AccessDenied() {
  return (
    <div className="px-4 py-12 sm:px-6 md:py-20">
      <Card className="mx-auto max-w-md text-center">
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-red-100 text-red-700">
          <ShieldAlert aria-hidden className="size-6" />
        </span>
        <h2 className="mt-4 text-2xl font-bold text-slate-900">{text.accessDenied.title}</h2>
        <p className="mt-2 text-slate-700">{text.accessDenied.description}</p>
        <Button asChild variant="outline" className="mt-6">
          <Link to={paths.admin}>{text.accessDenied.signInAsAdmin}</Link>
        </Button>
      </Card>
    </div>
  );
}

/**
 * The panel's layout: its guard and its own frame (the root leaves out the site's header and
 * footer for this route, see app/lib/app-frame.ts).
 */
export default function AdminPanelLayout({ loaderData }: Route.ComponentProps) {
  const { profile } = loaderData;
  const navigation = useNavigation();
  const location = useLocation();
  if (profile && profile.role !== "admin") {
    return (
      <PanelFrame email={profile.email} navigation={false}>
        <AccessDenied />
      </PanelFrame>
    );
  }
  // Another view was chosen and its list is on its way: its skeleton, not the old view, in
  // that view's shape (its title, its search field or the account's form), as on first load.
  const switchingTo =
    navigation.state === "loading" &&
    pathWithoutLocale(navigation.location.pathname) !== location.pathname
      ? panelViews.find((view) => view.to === pathWithoutLocale(navigation.location.pathname))
      : undefined;
  return (
    <PanelFrame email={profile?.email} navigation pending={!profile}>
      <div aria-busy={!profile || navigation.state === "loading"}>
        {/* Each view lays out its own page header and content (PanelPageHeader, PanelContent). */}
        {switchingTo ? <ViewSkeleton label={text.loading} view={switchingTo} /> : <Outlet />}
      </div>
    </PanelFrame>
  );
}

/** The panel could not be loaded (network, server): say so and offer to try again. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const revalidator = useRevalidator();
  const message =
    error instanceof Error
      ? error.message
      : isRouteErrorResponse(error)
        ? `${error.status} ${error.statusText}`
        : text.loadFailed;
  return (
    <PanelFrame navigation={false}>
      <div className="px-4 py-12 sm:px-6 md:py-20">
        <Card className="mx-auto max-w-md text-center">
          <TriangleAlert aria-hidden className="mx-auto size-10 text-red-700" />
          <p role="alert" className="mt-4 text-slate-700">
            {message}
          </p>
          <Button className="mt-6" onClick={() => void revalidator.revalidate()}>
            {text.tryAgain}
          </Button>
        </Card>
      </div>
    </PanelFrame>
  );
}
