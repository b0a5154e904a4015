/** Texts of the admin panel's Messages and Activity views, and of their API's refusals. */
export const inboxTexts = {
  title: "Messages",
  description: "Contact messages and the delivery of their e-mail to the firm",
  searchLabel: "Search messages",
  searchPlaceholder: "Name, email, company or subject",
  tableLabel: "Contact messages, newest first",
  loading: "Loading messages...",
  empty: "No contact messages yet.",
  noMatch: "No messages match this search.",
  retry: "Retry",
  retrying: "Retrying...",
  retried: {
    title: "Delivery queued again",
    description: (email: string) => `The message from ${email} will be sent again now.`,
  },
  retryFailed: "Error retrying delivery",
  loadFailed: "Error loading messages",
  noMail: "This message's e-mail is no longer kept, so it cannot be sent again.",
  notFound: "This message no longer exists.",
  notFailed: {
    pending:
      "This message's e-mail is still queued for delivery: only a failed delivery can be retried.",
    sent: "This message's e-mail was delivered already: only a failed delivery can be retried.",
  },
  status: {
    queued: "Queued",
    retrying: "Retrying",
    sent: "Sent",
    failed: "Failed",
    unknown: "Not kept",
  },
} as const;

export const activityTexts = {
  title: "Activity",
  description: "Sign-ins and what admins changed",
  signIns: "Sign-ins",
  signInsLabel: "Sign-ins, newest first",
  audit: "Admin actions",
  auditLabel: "Admin actions, newest first",
  loading: "Loading activity...",
  emptySignIns: "No sign-ins match.",
  emptyAudit: "No admin actions match.",
  loadFailed: "Error loading activity",
  sources: { "partner-portal": "Partner portal", "admin-panel": "Admin panel" },
  actions: {
    "create-user": "Created user",
    "update-user": "Updated user",
    "reset-password": "Reset password",
    "delete-user": "Deleted user",
    "retry-mail": "Retried e-mail",
  },
} as const;

export const pagingTexts = {
  newer: "Newer",
  older: "Older",
} as const;
