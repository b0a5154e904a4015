import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type LinksFunction,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { ErrorPage } from "./components/error-page";
import { LanguageOfferSlot } from "./components/language-offer-slot";
import { SessionWatcher } from "./components/session-watcher";
import { PageLoading } from "./components/page-loading";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { ToasterHost } from "./components/toaster-host";
import { preloadedFonts } from "./components/ui/typeface";
import { useAppFrame } from "./lib/app-frame";
import { usePageChangeFocus } from "./lib/page-change-focus";
import { organizationJsonLd } from "./lib/seo";
import { formSubmitGuardScript } from "./lib/form-submit-guard-script";
import { sessionHeadScript } from "./lib/session-head-script";
import { servedHeadIds, servedText } from "./lib/served-head";
import { localeSettings } from "../core/locales";
import { pageErrorTexts } from "../core/texts/page-errors";
import { siteFrameTexts } from "../core/texts/site-frame";
import { pageLocale } from "./lib/page-locale";

// Written by pre-rendering; in the browser, read back from the page (lib/served-head.ts).
const sessionState = import.meta.env.SSR
  ? sessionHeadScript
  : servedText(servedHeadIds.sessionState);
const formGuard = import.meta.env.SSR ? formSubmitGuardScript : servedText(servedHeadIds.formGuard);

export const links: LinksFunction = () => [
  // The text font, fetched with the stylesheet rather than after it (fonts are CORS requests).
  ...preloadedFonts.map((href) => ({
    rel: "preload",
    href,
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous" as const,
  })),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  // The admin panel draws its own header and main landmark; every other page the site's.
  const appFrame = useAppFrame();
  usePageChangeFocus();
  // Marks the page as started once hydration has committed and every effect below has run:
  // the pages start their scripts after the first paint, and the browser tests wait for this.
  useEffect(() => document.documentElement.setAttribute("data-app-started", ""), []);
  return (
    // The inline script below sets data-session on <html> before React hydrates it.
    <html lang={localeSettings[pageLocale].tag} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <script
          id={servedHeadIds.sessionState}
          dangerouslySetInnerHTML={{ __html: sessionState }}
        />
        <script id={servedHeadIds.formGuard} dangerouslySetInnerHTML={{ __html: formGuard }} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f2c4f" />
        <Meta />
        <Links />
        <script
          id={servedHeadIds.organization}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: organizationJsonLd }}
        />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-[60] rounded-md bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          {siteFrameTexts.skipToContent}
        </a>
        <SessionWatcher />
        {/* One slot each, as before the panel had a frame of its own, so the pre-rendered
            pages come out exactly as they did. */}
        {!appFrame && <SiteHeader />}
        {appFrame ? (
          children
        ) : (
          <main id="main" tabIndex={-1} className="flex-1 pt-16 outline-none">
            {children}
          </main>
        )}
        {!appFrame && <SiteFooter />}
        <ToasterHost />
        <LanguageOfferSlot />
        {/* A followed link starts at the top of the new page (docs/rules.md#pages-and-routes), back
            and forward return to where the visitor was, and the first render leaves the scroll
            alone. Its inline script, which restores the place on reload before the page
            hydrates, is allowed by the hash the server takes from each pre-rendered page. */}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * The shared shell of the private areas (the SPA fallback: the portal's pages, and paths with
 * no page) shows this until the page's data has loaded; the panel's pages, pre-rendered, show
 * their own frame, and the public pages never show it.
 */
export function HydrateFallback() {
  const appFrame = useAppFrame();
  if (!appFrame) return <PageLoading />;
  // An application's own frame (the admin panel's) comes with its code: until then its place
  // is held, with the main landmark the skip link leads to, and no site header or footer.
  return (
    <>
      <div aria-hidden className="h-16 shrink-0 border-b border-slate-200 bg-white" />
      <main id="main" tabIndex={-1} className="flex-1 bg-slate-50 outline-none">
        <PageLoading />
      </main>
    </>
  );
}

/** The spec's fallback page: what failed, in a sentence, when a route cannot render. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let detail: string = pageErrorTexts.detail;
  if (isRouteErrorResponse(error)) {
    detail = `${error.status} ${error.statusText || ""}`.trim();
  } else if (error instanceof Error && error.message) {
    detail = error.message;
  }
  return <ErrorPage detail={detail} />;
}
