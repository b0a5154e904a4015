import type { RequestState } from "../schemas/partner-requests";

export const partnerRequestsContent = {
  hero: {
    eyebrow: "Partner Portal",
    title: "My Requests",
    lead: "The messages you sent to our team while signed in, and whether we have handled them yet.",
  },
  /** The overview page's way to the list. */
  overviewLink: { label: "View My Requests" },
  listLabel: "Your requests, newest first",
  newRequest: "Send a New Request",
  empty: {
    title: "No requests yet",
    text: "When you send us a message while signed in, for example with Request Information on a product page, it appears here with its state.",
  },
  olderNotShown: (count: number) => `Only your ${count} most recent requests are shown.`,
  sent: "Sent",
  handled: "Handled",
  showMessage: "Show message",
  states: { received: "Received", handled: "Handled" } satisfies Record<RequestState, string>,
  loadFailed: "Your requests could not be loaded.",
  /** The mark on the request the partner has just sent. */
  newBadge: "New",
  /** The one line under the page's title. */
  summary: "Messages you sent while signed in, newest first, and whether we have handled them.",
  /** The overview's summary of the list. */
  glance: {
    title: "My Requests",
    open: (count: number) => (count === 1 ? "1 open request" : `${count} open requests`),
    openLabel: "Open",
    latest: "Latest",
    none: "No requests yet. Send one with Request Information on any product page.",
  },
} as const;
