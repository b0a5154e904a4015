import { Languages } from "lucide-react";
import { accountTexts } from "../../../core/texts/account";
import { LanguageSwitch } from "../../components/language-switch";
import { buttonVariants } from "../../components/ui/button";
import { AccountSection } from "./account-layout";

const text = accountTexts.language;

/**
 * The other language, where an application keeps its settings: the panel's header has no
 * room for the switch on a phone (and the portal's is in its menu there).
 */
export function LanguageSection({ level }: { level: 2 | 3 }) {
  return (
    <AccountSection id="account-language" level={level} title={text.title} intro={text.intro}>
      <div className="px-4 py-4 sm:px-5">
        <LanguageSwitch
          className={buttonVariants({ variant: "outline" })}
          icon={<Languages aria-hidden />}
        />
      </div>
    </AccountSection>
  );
}
