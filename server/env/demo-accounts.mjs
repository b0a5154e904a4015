/**
 * The demo accounts: seeded by the server at start in demo mode, and shown as the sample
 * credentials on /login and /admin. The pages are pre-rendered, so the build reads them too
 * (`npm start` rebuilds when they change). Plain JavaScript: `npm start` reads it before
 * anything is built.
 *
 * @typedef {{ email: string, password: string }} Credentials
 * @param {Record<string, string | undefined>} env
 * @returns {{ partner: Credentials, admin: Credentials } | null} null outside demo mode
 */
export function demoAccounts(env) {
  const demo = env.DEMO ? env.DEMO === "1" || env.DEMO === "true" : env.NODE_ENV !== "production";
  if (!demo) return null;
  return {
    partner: {
      email: env.DEMO_PARTNER_EMAIL || "partner@example.com",
      password: env.DEMO_PARTNER_PASSWORD || "PartnerDemo2026",
    },
    admin: {
      email: env.DEMO_ADMIN_EMAIL || "admin@example.com",
      password: env.DEMO_ADMIN_PASSWORD || "AdminDemo2026",
    },
  };
}
