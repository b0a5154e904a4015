import { Clock, ShieldCheck } from "lucide-react";
import { withSlovenianMonthCase } from "../../../core/long-dates";
import { localeSettings } from "../../../core/locales";
import { portalTexts } from "../../../core/texts/portal";
import { site } from "../../../core/site";
import type { PortalWelcome } from "../../../core/schemas/portal";
import { pageLocale } from "../../lib/page-locale";

const signInFormat = new Intl.DateTimeFormat(localeSettings[pageLocale].intl, {
  timeZone: site.timeZone,
  dateStyle: "full",
  timeStyle: "short",
});

/** "Friday, 27 November 2026 at 10:05"; "petek, 27. novembra 2026 ob 10:05". */
const signInTime = (at: Date) => {
  const formatted = signInFormat.format(at);
  return pageLocale === "sl" ? withSlovenianMonthCase(formatted) : formatted;
};

/**
 * Who is signed in (name, company, e-mail) and when and where they signed in before. The page
 * header's heading is the overview's one welcome; this card names the partner without saying
 * welcome again. Long names and e-mails wrap, never run off the card.
 */
export function PortalWelcomePanel({ welcome }: { welcome: PortalWelcome }) {
  const name = welcome.fullName ?? welcome.email;
  const previous = welcome.previousSignIn;
  return (
    <section
      aria-labelledby="portal-welcome-title"
      data-testid="portal-welcome"
      className="flex flex-col gap-x-6 gap-y-2 rounded-xl border border-slate-200 bg-white px-5 py-4 lg:flex-row lg:items-center lg:justify-between"
    >
      <div className="min-w-0">
        <h2
          id="portal-welcome-title"
          className="text-base font-semibold leading-6 text-slate-900 [overflow-wrap:anywhere]"
        >
          {name}
          {welcome.company && (
            <span className="font-normal text-slate-700">
              <span aria-hidden className="px-1.5 text-slate-400">
                ·
              </span>
              <span className="sr-only">, </span>
              {welcome.company}
            </span>
          )}
        </h2>
        <p className="text-sm leading-5 text-slate-600 [overflow-wrap:anywhere]">
          {portalTexts.welcome.signedInAs} {welcome.email}
        </p>
      </div>
      <div className="flex min-w-0 items-start gap-2 text-sm leading-5 text-slate-700 lg:max-w-md">
        {previous ? (
          <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
        ) : (
          <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
        )}
        <p data-testid="previous-sign-in" className="tabular-nums [overflow-wrap:anywhere]">
          {previous ? (
            <>
              <span className="font-semibold text-slate-900">
                {portalTexts.welcome.lastSignIn}:
              </span>{" "}
              {portalTexts.welcome.lastSignInAt(
                signInTime(new Date(previous.at)),
                previous.address,
                previous.browser,
              )}
            </>
          ) : (
            portalTexts.welcome.firstSignIn
          )}
        </p>
      </div>
    </section>
  );
}
