import { ArrowLeft, KeyRound } from "lucide-react";
import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { loginContent as content } from "../../core/content/login";
import { demoMessages } from "../../core/texts/sign-in";
import { paths } from "../../core/paths";
import { AuthCard, SampleCredentials } from "../features/auth/auth-card";
import { LoginForm } from "../features/auth/login-form";
import { postJson } from "../lib/api-client";
import { pageMeta } from "../lib/seo";
import { useSession } from "../lib/session";
import { showToast } from "../lib/toast";

export const meta = () => pageMeta({ ...content.meta, path: paths.login });

/**
 * Set once this browser has had the demo accounts' passwords brought in line
 * (docs/rules.md#demo-mode).
 */
const demoFlag = "pwUpdatedV1";
let demoHelperStarted = false;

/** Demo mode: once per browser, make the demo accounts' passwords match the ones shown. */
async function applyDemoPasswords() {
  if (demoHelperStarted || !__DEMO_CREDENTIALS__) return;
  demoHelperStarted = true;
  try {
    if (localStorage.getItem(demoFlag)) return;
  } catch {
    return;
  }
  const result = await postJson<{ ok: true }>("/api/demo/test-user-passwords", {});
  if (!result.ok) return;
  try {
    localStorage.setItem(demoFlag, "true");
  } catch {
    // Without storage the helper runs again next time; it changes nothing then.
  }
  void showToast({ variant: "success", notice: true, ...demoMessages.passwordsUpdated });
}

export default function Login() {
  const navigate = useNavigate();
  const signedIn = useSession() !== null;

  useEffect(() => {
    if (signedIn) void navigate(paths.partnerPortal, { replace: true });
  }, [signedIn, navigate]);

  useEffect(() => {
    void applyDemoPasswords();
  }, []);

  const sample = __DEMO_CREDENTIALS__?.partner;

  return (
    <AuthCard icon={KeyRound} title={content.title} lead={content.lead}>
      {sample && (
        <SampleCredentials
          heading={content.sampleCredentials}
          labels={content.fields}
          credentials={sample}
        />
      )}

      <div className="mt-6">
        <LoginForm />
      </div>

      <div className="mt-6 space-y-3 border-t border-slate-200 pt-6 text-center text-sm text-slate-700">
        <p>
          {content.noAccess}{" "}
          <Link
            to={paths.contact}
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {content.contactLink}
          </Link>
        </p>
        <p>
          <Link
            to={paths.home}
            className="inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            <ArrowLeft aria-hidden className="size-4" />
            {content.backHome}
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
