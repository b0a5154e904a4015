import { ArrowLeft, ShieldCheck } from "lucide-react";
import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { adminLoginContent as content } from "../../../core/content/admin-login";
import { paths } from "../../../core/paths";
import type { Profile } from "../../../core/schemas/auth";
import { AuthCard, SampleCredentials } from "../../features/auth/auth-card";
import { AdminLoginForm } from "../../features/auth/admin-login-form";
import { requestJson } from "../../lib/api-client";
import { sessionEnded, signOut, useSession } from "../../lib/session";
import { pageMeta } from "../../lib/seo";
import { showToast } from "../../lib/toast";
import { adminLoginMessages } from "../../../core/texts/admin-sign-in";

export const meta = () => pageMeta({ ...content.meta, path: paths.admin });

/**
 * A signed-in admin goes on to the dashboard. A signed-in partner is signed out and refused
 * (docs/rules.md#roles), and a dead session is forgotten.
 */
function useAdminRedirect() {
  const navigate = useNavigate();
  const session = useSession();
  const userId = session?.user.id;
  useEffect(() => {
    if (!userId) return;
    let current = true;
    void requestJson<Profile>("GET", "/api/me").then((result) => {
      if (!current) return;
      if (result.ok && result.data.role === "admin") {
        void navigate(paths.adminDashboard, { replace: true });
      } else if (result.ok) {
        void signOut().then(() =>
          showToast({
            variant: "destructive",
            title: adminLoginMessages.failedTitle,
            description: adminLoginMessages.adminRequired,
          }),
        );
      } else if (result.status === 401) {
        sessionEnded("lost");
      }
    });
    return () => {
      current = false;
    };
  }, [userId, navigate]);
}

export default function AdminLogin() {
  useAdminRedirect();
  const sample = __DEMO_CREDENTIALS__?.admin;

  return (
    <AuthCard icon={ShieldCheck} title={content.title} lead={content.lead}>
      {sample && (
        <SampleCredentials
          heading={content.sampleCredentials}
          labels={content.fields}
          credentials={sample}
        />
      )}

      <div className="mt-6">
        <AdminLoginForm />
      </div>

      <div className="mt-6 space-y-3 border-t border-slate-200 pt-6 text-center text-sm text-slate-700">
        <p>
          <Link
            to={paths.login}
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {content.partnerLogin}
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
