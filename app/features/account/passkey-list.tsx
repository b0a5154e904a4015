import { Cloud, KeyRound } from "lucide-react";
import type { Passkey } from "../../../core/schemas/passkeys";
import { passkeyTexts } from "../../../core/texts/passkeys";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { FirmTime } from "./account-time";

const text = passkeyTexts.list;

/** A passkey's mark, beside each row and the empty list's line. */
function PasskeyIcon() {
  return (
    <span className="flex size-9 shrink-0 items-center justify-center rounded-control bg-slate-100 text-slate-600">
      <KeyRound aria-hidden className="size-5" />
    </span>
  );
}

function PasskeyRow({
  passkey,
  busy,
  onRemove,
}: {
  passkey: Passkey;
  busy: boolean;
  onRemove: () => void;
}) {
  return (
    <li data-testid="account-passkey" className="flex gap-3 px-4 py-4 sm:px-5">
      <PasskeyIcon />
      <div className="min-w-0 flex-1">
        {/* Remove on the name's line, at its right, at every width; the name wraps beside it. */}
        <div className="flex items-start gap-2">
          <p className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">
            <span className="text-[15px]/6 font-medium text-slate-900 [overflow-wrap:anywhere]">
              {passkey.name}
            </span>
            {passkey.synced && (
              <Badge tone="neutral">
                <Cloud aria-hidden />
                {text.synced}
              </Badge>
            )}
          </p>
          {/* Quiet, 36 px tall for touch; its margins keep the line the name's height. */}
          <Button
            variant="quietDanger"
            size="sm"
            className="-my-1.5 -mr-2 shrink-0"
            aria-label={text.removeNamed(passkey.name)}
            disabled={busy}
            focusableWhenDisabled
            onClick={onRemove}
          >
            {text.remove}
          </Button>
        </div>
        <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-sm text-slate-600">
          <div className="flex gap-1.5">
            <dt>{text.created}</dt>
            <dd>
              <FirmTime iso={passkey.createdAt} />
            </dd>
          </div>
          <div className="flex gap-1.5">
            {passkey.lastUsedAt ? (
              <>
                <dt>{text.lastUsed}</dt>
                <dd>
                  <FirmTime iso={passkey.lastUsedAt} />
                </dd>
              </>
            ) : (
              <>
                {/* The term stays for the list's structure; shown, "Last used Not used yet". */}
                <dt className="sr-only">{text.lastUsed}</dt>
                <dd>{text.neverUsed}</dd>
              </>
            )}
          </div>
        </dl>
      </div>
    </li>
  );
}

/** The account's passkeys, oldest first as the server lists them, or the line saying none. */
export function PasskeyList({
  passkeys,
  busy,
  onRemove,
}: {
  passkeys: readonly Passkey[];
  busy: boolean;
  onRemove: (passkey: Passkey) => void;
}) {
  if (passkeys.length === 0) {
    return (
      <div className="flex gap-3 px-4 py-4 sm:px-5">
        <PasskeyIcon />
        <div className="min-w-0 space-y-0.5 text-sm">
          <p className="font-medium text-slate-900">{text.empty}</p>
          <p className="text-pretty text-slate-600">{text.emptyHint}</p>
        </div>
      </div>
    );
  }
  return (
    <ul className="divide-y divide-slate-100">
      {passkeys.map((passkey) => (
        <PasskeyRow
          key={passkey.id}
          passkey={passkey}
          busy={busy}
          onRemove={() => onRemove(passkey)}
        />
      ))}
    </ul>
  );
}
