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
      className="border-b border-slate-200 bg-brand-50"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div className="min-w-0">
          <h2
            id="portal-welcome-title"
            className="text-xl font-bold text-slate-900 [overflow-wrap:anywhere]"
          >
            {portalTexts.welcome.greeting(name)}
          </h2>
          {welcome.company && (
            <p className="mt-1 font-medium text-slate-800 [overflow-wrap:anywhere]">
              {welcome.company}
            </p>
          )}
          <p className="mt-1 text-sm text-slate-700 [overflow-wrap:anywhere]">
            {portalTexts.welcome.signedInAs} {welcome.email}
          </p>
        </div>
        <div className="flex min-w-0 items-start gap-3 rounded-lg bg-white p-4 text-sm text-slate-700 ring-1 ring-brand-100 md:max-w-md">
          {previous ? (
            <Clock aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
          ) : (
            <ShieldCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
          )}
          <p data-testid="previous-sign-in" className="[overflow-wrap:anywhere]">
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
      </div>
    </section>
  );
}
