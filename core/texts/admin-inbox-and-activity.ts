/** Texts of the admin panel's Messages and Activity views, and of their API's refusals. */
export const inboxTexts = {
  title: "Messages",
  description: "Contact messages and the delivery of their e-mail to the firm",
  searchLabel: "Search messages",
  searchPlaceholder: "Name, email, company or subject",
  tableLabel: "Contact messages, newest first",
  clear: "Clear search",
  columns: {
    received: "Received",
    from: "From",
    subject: "Subject and message",
    delivery: "E-mail delivery",
    actions: "Actions",
  },
  showMessage: "Show message",
  /** After the button's visible text, for screen readers: which message it retries. */
  retryTarget: (subject: string) => ` delivery of “${subject}”`,
  failedAttempts: (count: number) =>
    count === 1 ? "1 failed attempt" : `${count} failed attempts`,
  sentAt: "Sent",
  nextAttempt: "Next attempt",
  /**
   * Shown once above the list while no mail server is configured, instead of a next attempt
   * on every queued message that never comes.
   */
  heldNotice:
    "Held: no mail server is configured, so queued e-mail is not being sent. Every message is still kept here.",
  lastError: "Last error",
  pagesLabel: "Message pages",
  loading: "Loading messages...",
  empty: "No contact messages yet.",
  emptyHint: "Messages sent through the contact form appear here, newest first.",
  noMatch: "No messages match this search.",
  noMatchHint: "Search by part of a name, e-mail, company or subject, or clear the search.",
  /** Open (not yet handled) or handled messages, or all of them. */
  stateFilter: {
    label: "Show",
    all: "All",
    open: "Open",
    handled: "Handled",
  },
  emptyState: {
    open: "No open messages.",
    handled: "No handled messages yet.",
  },
  emptyStateHint: {
    open: "Every message has been handled. Choose All to see them.",
    handled: "Mark a message handled once it is answered; it then shows here.",
  },
  retry: "Retry",
  retrying: "Retrying...",
  retried: {
    title: "Delivery queued again",
    description: (email: string) => `The message from ${email} will be sent again now.`,
  },
  retryFailed: "Error retrying delivery",
  /** A message sent by a signed-in partner names the account; the link opens it in Users. */
  partnerAccount: "Partner account",
  handled: "Handled",
  handledBy: (email: string) => `by ${email}`,
  markHandled: "Mark handled",
  markingHandled: "Marking...",
  /** After the button's visible text, for screen readers: which message it marks. */
  markHandledTarget: (subject: string) => ` “${subject}”`,
  markedHandled: {
    title: "Message marked handled",
    description: (email: string) => `The message from ${email} now shows as handled.`,
  },
  markHandledFailed: "Error marking the message handled",
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
  description: "Sign-ins and changes to accounts",
  signIns: "Sign-ins",
  signInsLabel: "Sign-ins, newest first",
  audit: "Account changes",
  auditLabel: "Account changes, newest first",
  loading: "Loading activity...",
  emptySignIns: "No sign-ins match.",
  emptyAudit: "No account changes match.",
  loadFailed: "Error loading activity",
  logsLabel: "Activity logs",
  filtersLabel: "Filter activity",
  userLabel: "User email contains",
  userPlaceholder: "e.g. @company.com",
  sourceLabel: "Source",
  allSources: "All sources",
  actionLabel: "Action",
  allActions: "All actions",
  fromLabel: "From",
  toLabel: "To",
  /** The days are typed as the firm writes them (Slovenia): day, month, year. */
  dayFormat: "dd.mm.yyyy",
  dayInvalid: "Enter a real date as dd.mm.yyyy.",
  clear: "Clear filters",
  pagesLabel: "Activity pages",
  signInColumns: {
    when: "Time",
    user: "User",
    source: "Source",
    address: "Address",
    userAgent: "Browser",
  },
  /** A sign-in whose user agent names no browser or system we know. */
  unknownBrowser: "Unknown browser",
  auditColumns: {
    when: "Time",
    /** An admin, or the account's owner for their own password and two-factor sign-in. */
    actor: "By",
    action: "Action",
    target: "Target",
    changed: "Changed fields",
  },
  noChangedFields: "None",
  /** The audit log's field names, as an admin reads them. */
  fieldNames: {
    email: "Email",
    password: "Password",
    fullName: "Full Name",
    company: "Company",
    role: "Role",
    status: "Status",
    attempts: "Attempts",
    nextAttemptAt: "Next attempt",
    handledAt: "Handled",
  } as Record<string, string>,
  noTarget: "None",
  sources: { "partner-portal": "Partner portal", "admin-panel": "Admin panel" },
  /** After the source, for a sign-in with a passkey. */
  withPasskey: "with a passkey",
  actions: {
    "create-user": "Created user",
    "update-user": "Updated user",
    "reset-password": "Reset password",
    "delete-user": "Deleted user",
    "retry-mail": "Retried e-mail",
    "mark-handled": "Marked message handled",
    "remove-two-factor": "Removed two-factor sign-in",
    "change-own-password": "Changed own password",
    "turn-on-two-factor": "Turned on two-factor sign-in",
    "turn-off-two-factor": "Turned off two-factor sign-in",
    "use-recovery-code": "Signed in with a recovery code",
    "add-passkey": "Added a passkey",
    "remove-passkey": "Removed a passkey",
  },
} as const;

export const pagingTexts = {
  newer: "Newer",
  older: "Older",
  /** Before a long list: past its rows to its pages. */
  skipToPagination: "Skip to pagination",
} as const;
