import { Clock, ShieldCheck } from "lucide-react";
import { portalTexts, portalTimeZone } from "../../../core/texts/portal";
import type { PortalWelcome } from "../../../core/schemas/portal";

const signInTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: portalTimeZone,
  dateStyle: "full",
  timeStyle: "short",
});

/** The partner by name and company, and where and when they signed in before this time. */
export function PortalWelcomePanel({ welcome }: { welcome: PortalWelcome }) {
  const name = welcome.fullName ?? welcome.email;
  const previous = welcome.previousSignIn;
  return (
    <section
      aria-labelledby="portal-welcome-title"
      className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5"
    >
      <div className="min-w-0">
        <h2
          id="portal-welcome-title"
          className="text-lg font-semibold text-slate-900 [overflow-wrap:anywhere]"
        >
          {portalTexts.welcome.greeting(name)}
        </h2>
        {welcome.company && (
          <p className="text-sm font-medium text-slate-800 [overflow-wrap:anywhere]">
            {welcome.company}
          </p>
        )}
        <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">
          {portalTexts.welcome.signedInAs} {welcome.email}
        </p>
      </div>
      <div className="flex min-w-0 items-start gap-2 border-t border-slate-200 pt-3 text-sm text-slate-700">
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
                signInTime.format(new Date(previous.at)),
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
