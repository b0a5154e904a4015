/** When the error says nothing a person could use. */
const detail = "Something went wrong while showing this page.";

/** What a page says when it cannot be shown: the app's last-resort error page and the portal's. */
export const pageErrorTexts = {
  title: "Unexpected Application Error!",
  detail,
  returnHome: "Return to Home",
  tryAgain: "Try again",
  tryingAgain: "Trying again...",
  /** The portal's own error page. */
  portal: {
    notFoundTitle: "Page not found",
    notFound: "There is no partner portal page at this address.",
    loadFailedTitle: "This page could not be loaded",
    /** After the reason the portal's content could not be loaded. */
    tryLater: "Please try again in a moment.",
    unexpected: `${detail} Please try again.`,
  },
} as const;
