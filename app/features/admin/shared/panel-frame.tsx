import { LogOut } from "lucide-react";
import { createContext, useEffect, type ReactNode, type Ref } from "react";
import { Link, NavLink, useNavigate } from "react-router";
import { adminPanelText as text, userManagementText } from "../../../../core/texts/admin-panel";
import { activityTexts, inboxTexts } from "../../../../core/texts/admin-inbox-and-activity";
import { accountName } from "../../../../core/texts/account-name";
import { paths } from "../../../../core/paths";
import { Logo } from "../../../components/logo";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { useLogout } from "../../../lib/use-logout";
import { LanguageSwitch } from "../../../components/language-switch";

/**
 * Whether the panel is still asking who is signed in (the page as pre-rendered, until its
 * loaders have run): a view's loading rows then say the panel's Loading..., and their own
 * (Loading users...) only once the panel is open.
 */
export const PanelPending = createContext(false);

/** The width and gutters the panel's header, page headers and content share. */
const panelWidth = "mx-auto max-w-7xl px-4 sm:px-6 lg:px-8";

/** A list's search field as it will be drawn: its label and placeholder. */
export interface PanelSearchShape {
  label: string;
  placeholder?: string;
}

/**
 * What a view shows before its data: its page header, then a list's search field and rows, or
 * the account page's form and lists in grey.
 */
export type PanelViewShape = { title: string; description: string } & (
  { kind: "list"; search: PanelSearchShape } | { kind: "account" }
);

export const panelViews: readonly ({ to: string; label: string } & PanelViewShape)[] = [
  {
    to: paths.adminDashboard,
    label: text.nav.users,
    title: userManagementText.title,
    description: userManagementText.description,
    kind: "list",
    search: userManagementText.search,
  },
  {
    to: paths.adminMessages,
    label: text.nav.messages,
    title: inboxTexts.title,
    description: inboxTexts.description,
    kind: "list",
    search: { label: inboxTexts.searchLabel, placeholder: inboxTexts.searchPlaceholder },
  },
  {
    to: paths.adminActivity,
    label: text.nav.activity,
    title: activityTexts.title,
    description: activityTexts.description,
    kind: "list",
    search: { label: activityTexts.userLabel },
  },
  // The admin's own account: after the panel's sections, as in the portal's menu.
  {
    to: paths.adminAccount,
    label: accountName.navLabel,
    title: accountName.title,
    description: accountName.description,
    kind: "account",
  },
];

function ViewNavigation() {
  return (
    <nav
      aria-label={text.nav.label}
      className="order-last -mx-4 w-[calc(100%+2rem)] border-t border-slate-200 sm:-mx-6 sm:w-[calc(100%+3rem)] lg:order-none lg:mx-0 lg:w-auto lg:border-0"
    >
      <ul className="flex">
        {panelViews.map((view) => (
          // Shares by content, so the longer Slovenian names ("Moj račun") keep one line.
          <li key={view.to} className="flex-auto lg:flex-none">
            <NavLink
              to={view.to}
              end
              className={({ isActive }) =>
                cn(
                  "flex min-h-12 items-center justify-center border-b-2 px-3 text-sm sm:px-4 font-semibold lg:min-h-16",
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
  );
}

function LogoutButton() {
  const navigate = useNavigate();
  const { busy, logout } = useLogout(() => void navigate(paths.admin, { replace: true }));
  return (
    <Button
      variant="outline"
      disabled={busy}
      onClick={() => void logout()}
      className="shrink-0 px-3 sm:px-4"
    >
      {/* Without its icon on a phone: the room goes to the welcome line, which then keeps an
          e-mail of some 30 characters on one line. */}
      <LogOut aria-hidden className="max-sm:hidden" />
      {busy ? text.loggingOut : text.logout}
    </Button>
  );
}

/**
 * The admin panel's own frame: a compact header (the logo, a link to the site; Admin Panel
 * with the welcome line; the Users, Messages, Activity and Account navigation; Logout) and the
 * main landmark the skip link leads to. No marketing navigation or footer: the panel is a tool.
 *
 * `email` is the signed-in account (absent while it loads or when loading failed);
 * `navigation` is shown to admins only; `pending` keeps the welcome line's and Logout's places
 * while the account loads, so they arrive without moving the page.
 */
export function PanelFrame({
  email,
  navigation,
  pending = false,
  children,
}: {
  email?: string;
  navigation: boolean;
  pending?: boolean;
  children: ReactNode;
}) {
  const welcome = email ? text.welcome(email) : null;
  // The panel's canvas is the grey of its main area, below the page's end too: room a toast
  // adds there (app/lib/toast-region.ts) then shows no white strip.
  useEffect(() => {
    document.body.classList.add("bg-slate-50");
    return () => document.body.classList.remove("bg-slate-50");
  }, []);
  return (
    <>
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
        <div
          className={cn(
            panelWidth,
            "flex flex-wrap items-center gap-x-3 sm:gap-x-4 lg:flex-nowrap lg:gap-x-6",
          )}
        >
          <Link to={paths.home} aria-label={text.homeLink} className="shrink-0 rounded-md py-2">
            <img src="/favicon.svg" alt="" width={36} height={36} className="size-9 sm:hidden" />
            <span className="hidden sm:block">
              <Logo />
            </span>
          </Link>
          {/* On a phone the welcome line takes one line or two, by the e-mail's length: the
              block keeps the height of two, so the header is as tall while the account loads as
              after, and the page below never moves. */}
          <div className="flex min-h-[4.25rem] min-w-0 flex-1 flex-col justify-center border-l border-slate-200 py-2 pl-3 sm:block sm:min-h-0 sm:pl-4">
            <h1 className="text-base font-bold leading-tight text-slate-900 sm:text-lg">
              {text.title}
            </h1>
            {welcome && (
              <p className="text-xs text-slate-700 [overflow-wrap:anywhere] sm:text-sm">
                {welcome}
              </p>
            )}
            {pending && (
              <span aria-hidden className="flex h-4 items-center sm:h-5">
                <span className="block h-3 w-40 max-w-full animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
              </span>
            )}
          </div>
          {navigation && <ViewNavigation />}
          {/* From sm: on a phone the header row has no room to spare (its height is the sticky
              frame every view scrolls under); the Account view offers the switch there. */}
          <LanguageSwitch className="hidden shrink-0 rounded-md px-2 py-2 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-brand-700 sm:inline-flex" />
          {email && <LogoutButton />}
          {pending && (
            <span
              aria-hidden
              className="h-11 w-[6.5rem] shrink-0 rounded-control border border-slate-200 sm:w-[7.25rem]"
            />
          )}
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 bg-slate-50 outline-none">
        <PanelPending.Provider value={pending}>{children}</PanelPending.Provider>
      </main>
    </>
  );
}

/**
 * A view's page header, the compact pattern of the portal's pages: the view's title, one line
 * of what it holds, and its main action on the right (below on a phone). The title is the
 * view's heading (level 2 under the panel's Admin Panel); `headingRef` lets the view move
 * focus to it (after paging, after the last row is deleted).
 */
export function PanelPageHeader({
  title,
  description,
  headingRef,
  children,
}: {
  title: string;
  description: string;
  headingRef?: Ref<HTMLHeadingElement>;
  /** The view's main action. */
  children?: ReactNode;
}) {
  return (
    <div data-testid="panel-page-header" className="border-b border-slate-200 bg-white">
      <div
        className={cn(
          panelWidth,
          "flex flex-col gap-3 py-4 md:flex-row md:items-start md:justify-between lg:py-5",
        )}
      >
        <div className="min-w-0">
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl"
          >
            {title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{description}</p>
        </div>
        {children && <div className="flex shrink-0 flex-wrap gap-2">{children}</div>}
      </div>
    </div>
  );
}

/** A view's content area under its page header: the width and spacing every view shares. */
export function PanelContent({ children }: { children: ReactNode }) {
  return <div className={cn(panelWidth, "space-y-4 py-6 lg:py-8")}>{children}</div>;
}
