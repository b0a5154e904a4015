/** The public origin the site is built for (see server/env/public-url.mjs). */
declare const __SITE_ORIGIN__: string;

/** The calendar date (YYYY-MM-DD) the pages were pre-rendered on. */
declare const __BUILD_DATE__: string;

/** The demo accounts shown as sample credentials, or null outside demo mode (see server/env/demo-accounts.mjs). */
declare const __DEMO_CREDENTIALS__: {
  partner: { email: string; password: string };
  admin: { email: string; password: string };
} | null;
