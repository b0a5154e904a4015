// The account page's name and its one line: the portal's navigation and the panel's frame show
// them on every page of their area, so they live apart from the page's other texts (account.ts).

export const accountName = {
  /** The link in the portal's navigation and the panel's frame. */
  navLabel: "Account",
  title: "Account",
  description:
    "Your password, two-factor sign-in and passkeys, where you are signed in and your recent sign-ins",
} as const;
