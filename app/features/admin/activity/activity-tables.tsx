import { activityTexts as text } from "../../../../core/admin-inbox-messages";
import type { AuditEntry, SignInEntry } from "../../../../core/schemas/admin-activity";
import { HeaderCell, NoticeRow, ScrollingTable, Time } from "../shared/list-ui";

const cell = "px-3 py-3 align-top";

/** Sign-ins, newest first: who, from which sign-in page, from where, with what, when. */
export function SignInsTable({ signIns, loading }: { signIns: SignInEntry[]; loading: boolean }) {
  const columns = text.signInColumns;
  return (
    <ScrollingTable label={text.signInsLabel} busy={loading} tableClassName="min-w-[48rem]">
      <thead className="bg-slate-50">
        <tr className="border-b border-slate-200">
          <HeaderCell>{columns.when}</HeaderCell>
          <HeaderCell>{columns.user}</HeaderCell>
          <HeaderCell>{columns.source}</HeaderCell>
          <HeaderCell>{columns.address}</HeaderCell>
          <HeaderCell>{columns.userAgent}</HeaderCell>
        </tr>
      </thead>
      <tbody>
        {signIns.length === 0 ? (
          <NoticeRow columns={5}>{text.emptySignIns}</NoticeRow>
        ) : (
          signIns.map((signIn) => (
            <tr key={signIn.id} className="border-b border-slate-100 last:border-0">
              <td className={`${cell} text-slate-700`}>
                <Time iso={signIn.at} />
              </td>
              <td className={`${cell} whitespace-nowrap font-semibold text-slate-900`}>
                {signIn.email}
              </td>
              <td className={`${cell} whitespace-nowrap`}>{text.sources[signIn.source]}</td>
              <td className={`${cell} font-mono text-xs`}>{signIn.ipAddress ?? ""}</td>
              <td className={`${cell} max-w-sm break-words text-xs text-slate-700`}>
                {signIn.userAgent ?? ""}
              </td>
            </tr>
          ))
        )}
      </tbody>
    </ScrollingTable>
  );
}

/** The admin audit log, newest first: who did what to whom, and which fields changed. */
export function AuditTable({ entries, loading }: { entries: AuditEntry[]; loading: boolean }) {
  const columns = text.auditColumns;
  return (
    <ScrollingTable label={text.auditLabel} busy={loading} tableClassName="min-w-[48rem]">
      <thead className="bg-slate-50">
        <tr className="border-b border-slate-200">
          <HeaderCell>{columns.when}</HeaderCell>
          <HeaderCell>{columns.actor}</HeaderCell>
          <HeaderCell>{columns.action}</HeaderCell>
          <HeaderCell>{columns.target}</HeaderCell>
          <HeaderCell>{columns.changed}</HeaderCell>
        </tr>
      </thead>
      <tbody>
        {entries.length === 0 ? (
          <NoticeRow columns={5}>{text.emptyAudit}</NoticeRow>
        ) : (
          entries.map((entry) => (
            <tr key={entry.id} className="border-b border-slate-100 last:border-0">
              <td className={`${cell} text-slate-700`}>
                <Time iso={entry.at} />
              </td>
              <td className={`${cell} whitespace-nowrap font-semibold text-slate-900`}>
                {entry.actorEmail}
              </td>
              <td className={`${cell} whitespace-nowrap`}>{text.actions[entry.action]}</td>
              <td className={`${cell} whitespace-nowrap`}>{entry.targetEmail ?? text.noTarget}</td>
              <td className={cell}>
                {entry.changedFields.length > 0
                  ? entry.changedFields.map((field) => text.fieldNames[field] ?? field).join(", ")
                  : text.noChangedFields}
              </td>
            </tr>
          ))
        )}
      </tbody>
    </ScrollingTable>
  );
}
