import { LogOut, ShieldAlert, ShieldCheck, TriangleAlert } from "lucide-react";
import {
  isRouteErrorResponse,
  Link,
  NavLink,
  Outlet,
  useNavigate,
  useNavigation,
  useRevalidator,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { adminPanelText as text } from "../../../core/admin-messages";
import { paths } from "../../../core/paths";
import { site } from "../../../core/site";
import { PageLoading } from "../../components/page-loading";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { loadAdminProfile } from "../../features/admin/shared/admin-api";
import { cn } from "../../lib/cn";
import { preloadToasts } from "../../lib/toast";
import { useLogout } from "../../lib/use-logout";
import type { Route } from "./+types/panel-layout";

export const meta = () => [
  { title: `${text.title} | ${site.name}` },
  { name: "robots", content: "noindex" },
];

/** The guard of every admin view: a session (else /admin) and the admin role (else Access Denied). */
export async function clientLoader() {
  // Nearly every change in the panel ends in a toast: fetch the library while the panel loads.
  void preloadToasts();
  return { profile: await loadAdminProfile() };
}

/** The role is checked again on every move between views, not on a search within one. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export function HydrateFallback() {
  return <PageLoading />;
}

const views = [
  { to: paths.adminDashboard, label: text.nav.users },
  { to: paths.adminMessages, label: text.nav.messages },
  { to: paths.adminActivity, label: text.nav.activity },
] as const;

function PanelHeader({ email }: { email: string }) {
  const navigate = useNavigate();
  const { busy, logout } = useLogout(() => void navigate(paths.admin, { replace: true }));

  return (
    <div className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-5 sm:px-6 lg:px-8">
        <div className="flex min-w-0 items-center gap-3">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
            <ShieldCheck aria-hidden className="size-5" />
          </span>
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{text.title}</h1>
            <p className="truncate text-sm text-slate-700">{text.welcome(email)}</p>
          </div>
        </div>
        <Button variant="outline" disabled={busy} onClick={() => void logout()}>
          <LogOut aria-hidden />
          {busy ? text.loggingOut : text.logout}
        </Button>
      </div>
      <nav aria-label={text.nav.label} className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <ul className="-mb-px flex gap-1 overflow-x-auto">
          {views.map((view) => (
            <li key={view.to}>
              <NavLink
                to={view.to}
                end
                className={({ isActive }) =>
                  cn(
                    "inline-flex min-h-11 items-center border-b-2 px-4 text-sm font-semibold",
                    isActive
                      ? "border-brand-700 text-brand-800"
                      : "border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900",
                  )
                }
              >
                {view.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/**
 * A notice page's backdrop reaches down to the footer: the viewport below the fixed header
 * (main's pt-16), so no white band is left under a short card.
 */
const noticeSection = "min-h-[calc(100svh-4rem)] bg-slate-50 px-4 py-12 sm:px-6 md:py-20";

/** SPEC §2: a signed-in non-admin sees Access Denied. */
function AccessDenied() {
  return (
    <section className={noticeSection}>
      <Card className="mx-auto max-w-md text-center">
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-red-100 text-red-700">
          <ShieldAlert aria-hidden className="size-6" />
        </span>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{text.accessDenied.title}</h1>
        <p className="mt-2 text-slate-700">{text.accessDenied.description}</p>
        <Button asChild variant="outline" className="mt-6">
          <Link to={paths.admin}>{text.accessDenied.signInAsAdmin}</Link>
        </Button>
      </Card>
    </section>
  );
}

export default function AdminPanelLayout({ loaderData }: Route.ComponentProps) {
  const { profile } = loaderData;
  const navigation = useNavigation();
  if (profile.role !== "admin") return <AccessDenied />;
  return (
    <div className="bg-slate-50" aria-busy={navigation.state === "loading"}>
      <PanelHeader email={profile.email} />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <Outlet />
      </div>
    </div>
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
    <section className={noticeSection}>
      <Card className="mx-auto max-w-md text-center">
        <TriangleAlert aria-hidden className="mx-auto size-10 text-red-700" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{text.title}</h1>
        <p role="alert" className="mt-2 text-slate-700">
          {message}
        </p>
        <Button className="mt-6" onClick={() => void revalidator.revalidate()}>
          {text.tryAgain}
        </Button>
      </Card>
    </section>
  );
}
