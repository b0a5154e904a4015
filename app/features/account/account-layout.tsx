import type { ReactNode, Ref } from "react";
import { cn } from "../../lib/cn";
import { withWholeHyphenatedWords } from "../../lib/hyphenated-words";

// The account page's frame, without its words, so the panel's loading frame can draw the same
// shape (account-skeleton.tsx) without carrying the page's texts.

/**
 * The page's sections in the order account settings are read: how one signs in (the password,
 * two-factor sign-in, passkeys), then where one is signed in, then the recent sign-ins, and last
 * the page's language. In one column as wide as a form reads well, and no wider, so the forms
 * do not stretch; where the page has room for two columns (from 56rem: a desktop's panel, and
 * the portal beside its side panel), how one signs in on the left and the rest on the right,
 * in the same order for the keyboard. When the lists failed to load, what failed takes the
 * sessions' place and `twoFactor`, `passkeys` and `signIns` are null.
 */
const column = "grid gap-6 @4xl:gap-8 [&>*]:min-w-0";

export function AccountLayout({
  password,
  twoFactor,
  passkeys,
  sessions,
  signIns,
  language,
}: {
  password: ReactNode;
  twoFactor: ReactNode;
  passkeys: ReactNode;
  sessions: ReactNode;
  signIns: ReactNode;
  language: ReactNode;
}) {
  return (
    <div className="@container">
      <div className="grid max-w-3xl gap-6 @4xl:gap-8 @4xl:max-w-none @4xl:grid-cols-2 @4xl:items-start [&>*]:min-w-0">
        <div className={column}>
          {password}
          {twoFactor}
          {passkeys}
        </div>
        <div className={column}>
          {sessions}
          {signIns}
          {language}
        </div>
      </div>
    </div>
  );
}

/** A card's surface: the sections and their skeletons share it. */
export const sectionCard = "min-w-0 rounded-card border border-slate-200 bg-white";

/** The top of a section's card: its title and one line of what it holds. */
export const sectionHead = "border-b border-slate-200 px-4 py-4 sm:px-5";

/**
 * One of the page's three blocks, a card named by its heading (level 2 in the portal, under
 * the page's title; level 3 in the panel, under the view's).
 */
export function AccountSection({
  id,
  level,
  title,
  intro,
  busy = false,
  headingRef,
  children,
}: {
  id: string;
  level: 2 | 3;
  title: string;
  intro: string;
  busy?: boolean;
  /** Where focus goes when what had it is gone (a signed-out session's row). */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={`${id}-title`} aria-busy={busy || undefined} className={sectionCard}>
      <div className={sectionHead}>
        <Heading
          id={`${id}-title`}
          ref={headingRef}
          tabIndex={-1}
          // Focused by script only: a place, not a control (as the pages' main headings).
          className="text-lg font-semibold tracking-tight text-slate-900 focus:outline-none"
        >
          {title}
        </Heading>
        <p className="mt-1 text-sm text-pretty text-slate-600">{withWholeHyphenatedWords(intro)}</p>
      </div>
      {children}
    </section>
  );
}

/** A grey bar of the skeleton's shape, hidden from assistive technology. */
export function Bar({ className }: { className: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        "block animate-pulse rounded bg-slate-200 motion-reduce:animate-none",
        className,
      )}
    />
  );
}
