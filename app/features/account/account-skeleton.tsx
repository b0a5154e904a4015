import { cn } from "../../lib/cn";
import { fieldClass } from "../../components/ui/input";
import { AccountLayout, Bar, sectionCard, sectionHead } from "./account-layout";

// The account page before its data, in grey: rows where the sessions and the sign-ins will
// be, and (in the panel's loading frame) the whole page's shape. The loading text is read out
// from a live region, not shown.

/** Rows of a list that is on its way. */
export function SkeletonRows({ rows, label }: { rows: number; label?: string }) {
  return (
    <div data-skeleton className="divide-y divide-slate-100">
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} aria-hidden className="space-y-2 px-4 py-4 sm:px-5">
          <Bar className={cn("h-4", row % 2 ? "w-1/3" : "w-2/5")} />
          <Bar className="h-3 w-3/5" />
          <Bar className="h-3 w-1/2" />
        </div>
      ))}
      {label && (
        <p role="status" className="sr-only">
          {label}
        </p>
      )}
    </div>
  );
}

/** A section's card with its title and line in grey, then skeleton rows. */
function SectionShape({ rows, label }: { rows: number; label?: string }) {
  return (
    <div className={sectionCard}>
      <div className={cn(sectionHead, "space-y-2")}>
        <Bar className="h-6 w-48 max-w-full" />
        <Bar className="h-4 w-72 max-w-full" />
      </div>
      <SkeletonRows rows={rows} label={label} />
    </div>
  );
}

/** The password form's shape: three labelled fields and the button. */
function PasswordShape() {
  return (
    <div aria-hidden className={sectionCard}>
      <div className={cn(sectionHead, "space-y-2")}>
        <Bar className="h-6 w-40" />
        <Bar className="h-4 w-full" />
        <Bar className="h-4 w-2/3" />
      </div>
      <div className="space-y-4 p-4 sm:p-5">
        {[0, 1, 2].map((field) => (
          <div key={field} className="space-y-1.5">
            <Bar className="h-4 w-32" />
            <div className={cn(fieldClass, "h-11")} />
          </div>
        ))}
        <Bar className="h-11 w-40 rounded-control" />
      </div>
    </div>
  );
}

/** Two-factor sign-in's shape: its state and its one action. */
function TwoFactorShape() {
  return (
    <div aria-hidden className={sectionCard}>
      <div className={cn(sectionHead, "space-y-2")}>
        <Bar className="h-6 w-44" />
        <Bar className="h-4 w-full" />
      </div>
      <div className="space-y-4 p-4 sm:p-5">
        <Bar className="h-5 w-32" />
        <Bar className="h-11 w-56 max-w-full rounded-control" />
      </div>
    </div>
  );
}

/** The passkeys' shape: one row, then the Add button under it. */
function PasskeysShape() {
  return (
    <div aria-hidden className={sectionCard}>
      <div className={cn(sectionHead, "space-y-2")}>
        <Bar className="h-6 w-32" />
        <Bar className="h-4 w-full" />
        <Bar className="h-4 w-1/2" />
      </div>
      <SkeletonRows rows={1} />
      <div className="border-t border-slate-200 px-4 py-3 sm:px-5">
        <Bar className="h-9 w-36 rounded-control" />
      </div>
    </div>
  );
}

/** The language's shape: its title and line, then the one link. */
function LanguageShape() {
  return (
    <div aria-hidden className={sectionCard}>
      <div className={cn(sectionHead, "space-y-2")}>
        <Bar className="h-6 w-28" />
        <Bar className="h-4 w-full" />
      </div>
      <div className="px-4 py-4 sm:px-5">
        <Bar className="h-11 w-40 rounded-control" />
      </div>
    </div>
  );
}

/** The whole page in grey, for a frame that shows before the page's own code has arrived. */
export function AccountSkeleton({ label }: { label: string }) {
  return (
    <AccountLayout
      password={<PasswordShape />}
      twoFactor={<TwoFactorShape />}
      passkeys={<PasskeysShape />}
      sessions={<SectionShape rows={2} label={label} />}
      signIns={<SectionShape rows={3} />}
      language={<LanguageShape />}
    />
  );
}
