import { Download } from "lucide-react";
import type { Ref } from "react";
import { twoFactorTexts } from "../../../core/texts/two-factor";
import { CopyButton } from "../../components/copy-button";
import { Button } from "../../components/ui/button";
import { useSession } from "../../lib/session";
import { SubHeading } from "./two-factor-parts";

const text = twoFactorTexts.recoveryCodes;

/** Saves the codes as a text file, named as the texts say, made here: nothing is fetched. */
function downloadCodes(codes: readonly string[], account: string) {
  const body = `${text.fileIntro(account)}\n\n${codes.join("\n")}\n`;
  const url = URL.createObjectURL(new Blob([body], { type: "text/plain;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = text.fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The recovery codes, shown this once (docs/rules.md#two-factor-sign-in): a list to copy or
 * write down, a text file to keep, and "I have saved them" to go back to the section's state.
 */
export function RecoveryCodesPanel({
  level,
  codes,
  headingRef,
  onDone,
}: {
  level: 2 | 3;
  codes: readonly string[];
  headingRef: Ref<HTMLHeadingElement>;
  onDone: () => void;
}) {
  const session = useSession();
  const titleId = "two-factor-recovery-codes-title";
  return (
    <div className="space-y-4 p-4 sm:p-5">
      <div className="space-y-1">
        <SubHeading level={level} id={titleId} headingRef={headingRef}>
          {text.title}
        </SubHeading>
        <p className="text-sm text-pretty text-slate-700">{text.intro}</p>
      </div>
      <ol
        aria-labelledby={titleId}
        data-testid="recovery-codes"
        className="grid gap-x-8 gap-y-2 rounded-control border border-slate-200 bg-slate-50 px-4 py-3 font-mono text-sm text-slate-900 tabular-nums @xl:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="whitespace-nowrap select-all">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <CopyButton text={codes.join("\n")} label={text.copy} copiedLabel={text.copied} />
        <Button variant="outline" onClick={() => downloadCodes(codes, session?.user.email ?? "")}>
          <Download aria-hidden />
          {text.download}
        </Button>
        <Button onClick={onDone}>{text.done}</Button>
      </div>
    </div>
  );
}
