import { Cloud, KeyRound } from "lucide-react";
import type { Passkey } from "../../../core/schemas/passkeys";
import { passkeyTexts } from "../../../core/texts/passkeys";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { FirmTime } from "./account-time";

const text = passkeyTexts.list;

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
    <li
      data-testid="account-passkey"
      className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-start sm:justify-between sm:px-5"
    >
      <div className="flex min-w-0 gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-control bg-slate-100 text-slate-600">
          <KeyRound aria-hidden className="size-5" />
        </span>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-semibold text-slate-900 [overflow-wrap:anywhere]">
              {passkey.name}
            </span>
            {passkey.synced && (
              <Badge tone="neutral">
                <Cloud aria-hidden />
                {text.synced}
              </Badge>
            )}
          </p>
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
      </div>
      {/* Beside the passkey on wider screens; under it, level with its text, on a phone. */}
      <Button
        variant="outline"
        className="ml-12 h-9 shrink-0 self-start px-3 sm:ml-0"
        aria-label={text.removeNamed(passkey.name)}
        disabled={busy}
        focusableWhenDisabled
        onClick={onRemove}
      >
        {text.remove}
      </Button>
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
    return <p className="px-4 py-4 text-sm text-slate-600 sm:px-5">{text.empty}</p>;
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
