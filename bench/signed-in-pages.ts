import { localizedPath, locales } from "../core/locales";
import { paths } from "../core/paths";
import { startAppServer, tempDataDir } from "./app-server";
import type { Cleanup } from "./cleanup";
import { auditPage, type FailedPageAudit, type PageAudit } from "./lighthouse";
import { signIn } from "./sign-ins";

/** The signed-in pages Lighthouse audits in each language, each as the account that works there. */
export const SIGNED_IN_PAGES = locales.flatMap((locale) =>
  (
    [
      { path: paths.partnerPortal, account: "partner" },
      { path: paths.adminDashboard, account: "admin" },
    ] as const
  ).map((page) => ({ ...page, path: localizedPath(page.path, locale) })),
);

export const signedInPagePaths: readonly string[] = SIGNED_IN_PAGES.map((page) => page.path);

/** The admin the server creates at start (ADMIN_EMAIL), on a database of its own. */
const lighthouseAdmin = { email: "lighthouse-admin@example.com", password: "Kestrel-Audit-7391" };
const lighthousePartner = { email: "lighthouse-partner@example.com" };

/**
 * A server on a fresh database of its own, with an admin created at start and a partner the
 * admin creates through the admin API; each page is audited in a browser that holds a new
 * session's cookies of its account.
 */
export async function auditSignedInPages(
  rootDir: string,
  pages: readonly string[],
  cleanup: Cleanup,
  progress: (page: string, audit: () => Promise<PageAudit | FailedPageAudit>) => Promise<void>,
): Promise<void> {
  const dataDir = await tempDataDir(cleanup);
  const server = await startAppServer(rootDir, cleanup, {
    dataDir,
    env: { ADMIN_EMAIL: lighthouseAdmin.email, ADMIN_PASSWORD: lighthouseAdmin.password },
  });
  try {
    const partner = await createPartner(server.origin);
    const accounts = { admin: lighthouseAdmin, partner };
    for (const { path, account } of SIGNED_IN_PAGES) {
      if (!pages.includes(path)) continue;
      await progress(path, async () => {
        const { cookies } = await signIn(server.origin, accounts[account]);
        return auditPage(server.origin, path, cleanup, { cookies, noindex: true });
      });
    }
  } finally {
    await server.stop();
  }
}

/** The admin creates the partner, with a password the server generates and answers once. */
async function createPartner(origin: string) {
  const { cookies } = await signIn(origin, lighthouseAdmin);
  const response = await fetch(`${origin}/api/admin/users`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: cookies.join("; ") },
    body: JSON.stringify({
      email: lighthousePartner.email,
      password: "",
      fullName: "Lighthouse Partner",
      company: "Lighthouse Audit d.o.o.",
      role: "partner",
    }),
  });
  if (response.status !== 201) {
    throw new Error(`creating the partner answered ${response.status}: ${await response.text()}`);
  }
  const { password } = (await response.json()) as { password: string };
  return { email: lighthousePartner.email, password };
}
