import type { ReactNode } from "react";
import type { AccountSignIn } from "../../../core/schemas/account";
import { accountTexts } from "../../../core/texts/account";
import { cn } from "../../lib/cn";
import { AccountSection } from "./account-layout";
import { AddressText } from "./address-text";
import { SkeletonRows } from "./account-skeleton";
import { FirmTime } from "./account-time";

const text = accountTexts.signIns;

// A table where the card is wide enough for four columns; below that (a phone) each sign-in
// reads as a session does in the list above it: the browser, then the address and the sign-in
// page on one line, then the time. The card's own width decides, as the page's columns do.
const cell = "block min-w-0 @xl:table-cell @xl:px-5 @xl:py-2.5 @xl:align-middle";

function Cell({ className, children }: { className?: string; children: ReactNode }) {
  return <td className={cn(cell, className)}>{children}</td>;
}

function HeaderCell({ children }: { children: ReactNode }) {
  return (
    <th scope="col" className="whitespace-nowrap px-5 py-2 text-left font-semibold text-slate-800">
      {children}
    </th>
  );
}

/** Recent sign-ins, newest first: when, from which address and browser, on which login page. */
export function SignInsSection({
  level,
  signIns,
  loading,
}: {
  level: 2 | 3;
  /** Null until the first answer. */
  signIns: readonly AccountSignIn[] | null;
  loading: boolean;
}) {
  const titleId = "account-sign-ins-title";
  return (
    <AccountSection
      id="account-sign-ins"
      level={level}
      title={text.title}
      intro={text.intro}
      busy={loading && signIns !== null}
    >
      {signIns === null ? (
        <SkeletonRows rows={3} />
      ) : (
        <div className="@container">
          <table aria-labelledby={titleId} className="block w-full text-sm @xl:table">
            <thead className="sr-only bg-slate-50 @xl:not-sr-only @xl:table-header-group">
              <tr className="border-b border-slate-200">
                <HeaderCell>{text.when}</HeaderCell>
                <HeaderCell>{text.where}</HeaderCell>
                <HeaderCell>{text.browser}</HeaderCell>
                <HeaderCell>{text.page}</HeaderCell>
              </tr>
            </thead>
            <tbody className="block divide-y divide-slate-100 @xl:table-row-group">
              {signIns.length === 0 ? (
                <tr className="block @xl:table-row">
                  <td
                    colSpan={4}
                    className="block px-5 py-8 text-center text-slate-600 @xl:table-cell"
                  >
                    {text.empty}
                  </td>
                </tr>
              ) : (
                signIns.map((signIn, index) => (
                  <tr
                    // Two sign-ins may share a second; their place in the list tells them apart.
                    key={`${signIn.at}-${index}`}
                    className="flex flex-wrap gap-x-3 gap-y-0.5 px-4 py-3 sm:px-5 @xl:table-row @xl:p-0"
                  >
                    <Cell className="order-4 basis-full text-slate-600 @xl:text-slate-800">
                      <FirmTime iso={signIn.at} />
                    </Cell>
                    <Cell className="order-2 text-slate-700">
                      <AddressText address={signIn.address} />
                    </Cell>
                    <Cell className="order-1 basis-full text-[15px]/6 font-medium text-slate-900 [overflow-wrap:anywhere] @xl:text-sm @xl:font-normal @xl:text-slate-700">
                      {signIn.browser}
                    </Cell>
                    <Cell className="order-3 text-slate-700">
                      {accountTexts.signInWay(signIn.source, signIn.method)}
                    </Cell>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      )}
      <p className="border-t border-slate-200 px-4 py-3 text-xs text-slate-600 sm:px-5">
        {accountTexts.timeZone}
      </p>
    </AccountSection>
  );
}
