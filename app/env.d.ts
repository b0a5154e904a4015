/** The public origin the site is built for (see scripts/public-url.mjs). */
declare const __SITE_ORIGIN__: string;

/** The calendar date (YYYY-MM-DD) the pages were pre-rendered on. */
declare const __BUILD_DATE__: string;
