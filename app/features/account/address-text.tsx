import { Fragment } from "react";
import { accountTexts } from "../../../core/texts/account";

/**
 * A client address as people read it: a long IPv6 address may wrap only between its groups
 * (after a colon), never inside one, and a missing one is said in words.
 */
export function AddressText({ address, id }: { address: string | null; id?: string }) {
  if (!address) return <span id={id}>{accountTexts.sessions.unknownAddress}</span>;
  const groups = address.split(":");
  return (
    <span id={id} className="tabular-nums">
      {groups.map((group, index) => (
        <Fragment key={index}>
          {group}
          {index < groups.length - 1 && (
            <>
              :<wbr />
            </>
          )}
        </Fragment>
      ))}
    </span>
  );
}
