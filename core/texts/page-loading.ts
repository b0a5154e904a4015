/** What a page rendered in the browser says while it fetches what it shows. */
export const pageLoadingTexts = {
  loading: "Loading...",
} as const;
