/**
 * The admin panel's texts: labels, placeholders, hints and toasts, word for word where they are
 * fixed (docs/rules.md#texts). Sign-in texts are in core/texts/sign-in.ts.
 */
import { passwordRules } from "../limits";
import { site } from "../site";
import { passwordMessages } from "./passwords";

export const adminPanelText = {
  title: "Admin Panel",
  metaDescription:
    "Where the firm's admins manage accounts and read contact messages and activity.",
  welcome: (email: string) => `Welcome, ${email}`,
  /** The name of the header's logo link to the site's home page. */
  homeLink: `${site.name} home`,
  logout: "Logout",
  loggingOut: "Logging out...",
  nav: { label: "Admin sections", users: "Users", messages: "Messages", activity: "Activity" },
  loading: "Loading...",
  accessDenied: {
    title: "Access Denied",
    description: "You need an admin account to open the admin panel.",
    signInAsAdmin: "Sign in as an admin",
  },
  loadFailed: "The admin panel could not be loaded. Please try again.",
  tryAgain: "Try again",
  /** A list that failed to load offers to load it again. */
  retry: "Retry",
  retrying: "Retrying...",
  /** On a phone the filters beyond the search fold behind this button. */
  filters: "Filters",
  filtersActive: (count: number) => (count === 1 ? "1 filter on" : `${count} filters on`),
} as const;

export const userManagementText = {
  summary: { totalUsers: "Total Users", adminUsers: "Admin Users", totalLogins: "Total Logins" },
  title: "User Management",
  description: "Manage user accounts and permissions",
  addUser: "Add User",
  loadingUsers: "Loading users...",
  noUsers: "No users found.",
  noMatches: (search: string) => `No users match “${search}”.`,
  noMatchesHint: "Search by part of an e-mail, name or company, or clear the search.",
  noUsersHint: "Add a partner or an admin with Add User.",
  search: { label: "Search users", placeholder: "Search by email, name or company" },
  columns: {
    email: "Email",
    fullName: "Name",
    company: "Company",
    role: "Role",
    loginCount: "Logins",
    lastLogin: "Last Login",
    actions: "Actions",
  },
  sortBy: (column: string) => `Sort by ${column}`,
  /** On a phone the header row is hidden: one drop-down chooses the column and the order. */
  phoneSort: {
    label: "Sort by",
    created: "Date added",
    option: (column: string, order: "asc" | "desc") =>
      `${column} (${order === "asc" ? "ascending" : "descending"})`,
  },
  never: "Never",
  roles: { partner: "Partner", admin: "Admin" },
  actions: {
    edit: (email: string) => `Edit ${email}`,
    resetPassword: (email: string) => `Reset password of ${email}`,
    delete: (email: string) => `Delete ${email}`,
  },
  /** The actions' visible words on a phone; their names above say whose row it is. */
  actionWords: { edit: "Edit", resetPassword: "Reset password", delete: "Delete" },
  pagination: {
    label: "User pages",
    previous: "Previous",
    next: "Next",
    status: (page: number, pages: number, total: number) =>
      `Page ${page} of ${pages} (${total} users)`,
  },
} as const;

/** The dialogs' fields. */
export const userFormText = {
  createTitle: "Create New User",
  createDescription: "Add a partner or an admin account.",
  editTitle: "Edit User",
  editDescription: "Change the name, company, role or password of this account.",
  fields: {
    email: "Email",
    password: "Password",
    fullName: "Full Name",
    company: "Company",
    role: "Role",
  },
  placeholders: {
    createPassword: "Leave empty for auto-generate",
    editPassword: "Leave empty to keep current password",
  },
  passwordHint: `Password requirements: At least ${passwordRules.minLength} characters, include letters and numbers`,
  create: "Create User",
  creating: "Creating...",
  save: "Update User",
  saving: "Updating...",
  cancel: "Cancel",
  close: "Close",
  /** Edit User, for an account whose two-factor sign-in is on. */
  twoFactor: {
    title: "Two-factor sign-in",
    on: "On. If the owner lost their phone and recovery codes, remove it: they then sign in with the password alone until they set it up again, and are e-mailed.",
    remove: "Remove two-factor sign-in",
    confirm: (email: string) => `Remove two-factor sign-in of ${email}?`,
    confirmRemove: "Remove",
    keep: "Keep",
    removing: "Removing...",
    removed: "Two-factor sign-in removed",
    failed: "Could not remove two-factor sign-in",
  },
} as const;

export const confirmText = {
  resetTitle: "Reset Password",
  resetDescription: (email: string) =>
    `Reset the password of ${email}? A new password is generated and shown once; their sessions end.`,
  reset: "Reset password",
  deleteTitle: "Delete User",
  deleteDescription: (email: string) => `Are you sure you want to delete ${email}?`,
  delete: "Delete",
  cancel: "Cancel",
} as const;

/** Toasts of the admin panel. */
export const adminToasts = {
  authRequired: {
    title: "Authentication required",
    description: "Please log in again to continue",
  },
  passwordValidationFailed: passwordMessages.validationFailedTitle,
  weakPassword: passwordMessages.weak,
  loadError: "Error loading users",
  createError: "Error creating user",
  updateError: "Error updating user",
  resetError: "Error resetting password",
  deleteError: "Error deleting user",
  unexpected: "An unexpected error occurred",
  unreachable: "The server could not be reached. Check your connection.",
  /** The button of a toast whose view could not fetch its code: the page, loaded again. */
  reloadPage: "Reload page",
  created: "User created successfully",
  createdPassword: (password: string) => `Password: ${password}`,
  updated: "User updated successfully",
  reset: "Password reset successfully",
  resetPassword: (email: string, password: string) => `New password for ${email}: ${password}`,
  deleted: "User deleted successfully",
  copyPassword: "Copy password",
  copied: "Password copied",
} as const;
