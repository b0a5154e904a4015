import { activityTexts as text } from "../../../../core/texts/admin-inbox-and-activity";
import type { AuditEntry, SignInEntry } from "../../../../core/schemas/admin-activity";
import { cn } from "../../../lib/cn";
import { Time } from "../shared/list-time";
import { CardCell, cardTable, HeaderCell, NoticeRow, ScrollingTable } from "../shared/table-parts";
import { browserName } from "../../../../core/browser-name";

const wide = cn(cardTable.table, "md:min-w-[48rem]");

/** A time: as wide as it is, right-aligned in tabular figures, so the times line up. */
const fitRight = cn(cardTable.fit, "tabular-nums md:text-right");

/** Short columns side by side (source, address) keep a wider gap after them, to read apart. */
const spaced = cn(cardTable.fit, "md:pr-8");

/**
 * On a phone a card reads as its heading (who, or what was done), the time just under it in
 * small type, then the details in the size of secondary text: not five lines of equal weight.
 */
const cardTime = "max-md:-mt-1.5 max-md:text-xs max-md:text-slate-600";
const cardDetail = "max-md:text-sm";

/**
 * Sign-ins, newest first: who, from which sign-in page, from where, with what browser (its
 * raw user agent on hover), when. On a phone each sign-in is a card, its e-mail in full.
 */
export function SignInsTable({ signIns, loading }: { signIns: SignInEntry[]; loading: boolean }) {
  const columns = text.signInColumns;
  return (
    <ScrollingTable label={text.signInsLabel} busy={loading} tableClassName={wide}>
      <thead className={cardTable.head}>
        <tr className="border-b border-slate-200">
          <HeaderCell className={fitRight}>{columns.when}</HeaderCell>
          {/* A quarter of the width for the e-mail (a longer one wraps), the browser the rest:
              the room left over sits at the row's end, not between the e-mail and its source. */}
          <HeaderCell className="md:w-1/4">{columns.user}</HeaderCell>
          <HeaderCell className={spaced}>{columns.source}</HeaderCell>
          <HeaderCell className={spaced}>{columns.address}</HeaderCell>
          <HeaderCell>{columns.userAgent}</HeaderCell>
        </tr>
      </thead>
      <tbody className={cardTable.body}>
        {signIns.length === 0 ? (
          <NoticeRow columns={5} stacked>
            {text.emptySignIns}
          </NoticeRow>
        ) : (
          signIns.map((signIn) => (
            <tr key={signIn.id} className={cardTable.row}>
              <CardCell className={cn("order-2 text-slate-700 md:order-none", fitRight, cardTime)}>
                <Time iso={signIn.at} seconds />
              </CardCell>
              <CardCell className="order-1 font-semibold text-slate-900 [overflow-wrap:anywhere] md:order-none">
                {signIn.email}
              </CardCell>
              <CardCell
                label={columns.source}
                className={cn("order-3 md:order-none", spaced, cardDetail)}
              >
                {text.sources[signIn.source]}
                {signIn.method === "passkey" && (
                  <span className="block text-sm text-slate-600">{text.withPasskey}</span>
                )}
              </CardCell>
              <CardCell
                label={columns.address}
                className={cn("order-4 md:order-none", spaced, cardDetail)}
              >
                <span className="break-all tabular-nums">{signIn.ipAddress ?? ""}</span>
              </CardCell>
              <CardCell
                label={columns.userAgent}
                className={cn("order-5 text-slate-800 md:order-none", cardDetail)}
                title={signIn.userAgent ?? undefined}
              >
                {browserName(signIn.userAgent, text.unknownBrowser)}
              </CardCell>
            </tr>
          ))
        )}
      </tbody>
    </ScrollingTable>
  );
}

/**
 * The admin audit log, newest first: who did what to whom, and which fields changed. On a
 * phone each entry is a card.
 */
export function AuditTable({ entries, loading }: { entries: AuditEntry[]; loading: boolean }) {
  const columns = text.auditColumns;
  return (
    <ScrollingTable label={text.auditLabel} busy={loading} tableClassName={wide}>
      <thead className={cardTable.head}>
        <tr className="border-b border-slate-200">
          <HeaderCell className={fitRight}>{columns.when}</HeaderCell>
          <HeaderCell>{columns.actor}</HeaderCell>
          <HeaderCell className={cardTable.fit}>{columns.action}</HeaderCell>
          <HeaderCell>{columns.target}</HeaderCell>
          <HeaderCell>{columns.changed}</HeaderCell>
        </tr>
      </thead>
      <tbody className={cardTable.body}>
        {entries.length === 0 ? (
          <NoticeRow columns={5} stacked>
            {text.emptyAudit}
          </NoticeRow>
        ) : (
          entries.map((entry) => (
            <tr key={entry.id} className={cardTable.row}>
              <CardCell className={cn("order-2 text-slate-700 md:order-none", fitRight, cardTime)}>
                <Time iso={entry.at} seconds />
              </CardCell>
              <CardCell
                label={columns.actor}
                className={cn(
                  "order-3 [overflow-wrap:anywhere] md:order-none md:font-semibold md:text-slate-900",
                  cardDetail,
                )}
              >
                {entry.actorEmail}
              </CardCell>
              <CardCell
                className={cn(
                  "order-1 font-semibold text-slate-900 md:order-none md:font-normal",
                  cardTable.fit,
                )}
              >
                {text.actions[entry.action]}
              </CardCell>
              <CardCell
                label={columns.target}
                className={cn("order-4 [overflow-wrap:anywhere] md:order-none", cardDetail)}
              >
                {entry.targetEmail ?? text.noTarget}
              </CardCell>
              <CardCell label={columns.changed} className={cn("order-5 md:order-none", cardDetail)}>
                {entry.changedFields.length > 0
                  ? entry.changedFields.map((field) => text.fieldNames[field] ?? field).join(", ")
                  : text.noChangedFields}
              </CardCell>
            </tr>
          ))
        )}
      </tbody>
    </ScrollingTable>
  );
}
