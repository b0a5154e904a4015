import { LockKeyhole } from "lucide-react";
import { WholeWords } from "../components/whole-words";
import { useEffect, useId, useState, useSyncExternalStore, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { resetPasswordContent as content } from "../../core/content/reset-password";
import { passwordResetMessages } from "../../core/texts/sign-in";
import { passwordMessages } from "../../core/texts/passwords";
import { paths } from "../../core/paths";
import { Button } from "../components/ui/button";
import { AuthCard } from "../features/auth/auth-card";
import { Input } from "../components/ui/input";
import { Label } from "../components/ui/label";
import { postJson } from "../lib/api-client";
import { pageMeta } from "../lib/seo";
import { currentSession, sessionEnded } from "../lib/session";
import { preloadToasts, showToast } from "../lib/toast";

export const meta = () => [
  ...pageMeta({ ...content.meta, path: paths.resetPassword }),
  { name: "robots", content: "noindex" },
];

let capturedToken: string | null = null;

/** The token from the link's fragment (`#token=...`), which never reaches a server log. */
function tokenSnapshot(): string | null {
  const fromHash = new URLSearchParams(window.location.hash.slice(1)).get("token");
  if (fromHash) capturedToken = fromHash;
  return capturedToken;
}

const noSubscription = () => () => {};

/** undefined in the pre-rendered HTML, then the token or null. */
function useResetToken(): string | null | undefined {
  const token = useSyncExternalStore(noSubscription, tokenSnapshot, () => undefined);
  useEffect(() => {
    // Keep the secret out of the address bar, the history and anything copied from them.
    if (window.location.hash.includes("token=")) {
      window.history.replaceState(
        window.history.state,
        "",
        window.location.pathname + window.location.search,
      );
    }
  }, [token]);
  return token;
}

function failed(description: string) {
  void showToast({ variant: "destructive", title: passwordResetMessages.failedTitle, description });
}

export default function ResetPassword() {
  const token = useResetToken();
  const navigate = useNavigate();
  const idPrefix = useId();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const ids = {
    password: `${idPrefix}-password`,
    confirm: `${idPrefix}-confirm`,
    rules: `${idPrefix}-rules`,
    error: `${idPrefix}-error`,
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!token || saving) return;
    const data = new FormData(event.currentTarget);
    const password = String(data.get("password") ?? "");
    const confirm = String(data.get("confirm") ?? "");
    // The password rules (and zod) are fetched on the first submit.
    const { passwordProblems } = await import("../../core/schemas/auth");
    const problems = passwordProblems(password);
    if (problems.length > 0) {
      const description = problems.join(". ");
      setError(description);
      void showToast({
        variant: "destructive",
        title: passwordMessages.validationFailedTitle,
        description,
      });
      return;
    }
    if (password !== confirm) {
      setError(passwordResetMessages.mismatch);
      failed(passwordResetMessages.mismatch);
      return;
    }
    setError(null);
    setSaving(true);
    const result = await postJson<{ ok: true }>("/api/auth/password-reset/confirm", {
      token,
      password,
    });
    setSaving(false);
    if (result.ok) {
      // The server has ended every session of this account, this browser's included.
      if (currentSession()) sessionEnded("lost");
      void showToast({ variant: "success", ...passwordResetMessages.done });
      void navigate(paths.login);
      return;
    }
    const message =
      result.error?.fieldErrors?.password ??
      result.error?.message ??
      passwordResetMessages.unexpected;
    setError(message);
    failed(message);
  };

  return (
    <AuthCard icon={LockKeyhole} title={content.title}>
      {token === null && (
        // Under the card's centred heading, the message and its paragraph of several lines read
        // from one straight left edge; the way on as wide as the sign-in page's buttons.
        <div className="mt-6 space-y-4">
          <h2 className="text-lg font-semibold text-slate-900">{content.noToken.title}</h2>
          <p className="text-slate-700">
            <WholeWords text={content.noToken.text} />
          </p>
          <Button asChild className="w-full">
            <Link to={paths.login}>{content.noToken.action}</Link>
          </Button>
        </div>
      )}

      {token !== null && (
        <form
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          onFocus={() => void preloadToasts()}
          className="mt-6 space-y-5"
        >
          <p className="text-center text-slate-700">{content.lead}</p>
          <div className="space-y-1.5">
            <Label htmlFor={ids.password}>{content.fields.password}</Label>
            <Input
              id={ids.password}
              name="password"
              type="password"
              autoComplete="new-password"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${ids.rules} ${ids.error}` : ids.rules}
            />
          </div>
          <div id={ids.rules} className="text-sm text-slate-700">
            <p>{content.rulesTitle}</p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5">
              {content.rules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={ids.confirm}>{content.fields.confirm}</Label>
            <Input id={ids.confirm} name="confirm" type="password" autoComplete="new-password" />
          </div>
          {error && (
            <p id={ids.error} role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <Button
            type="submit"
            size="lg"
            disabled={token === undefined || saving}
            className="w-full"
          >
            {saving ? content.submitting : content.submit}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
