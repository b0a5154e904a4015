// The toasts' region as assistive technology names it, and each toast's close button: every
// page may show a toast, so these few words are all the toaster carries.

export const toasterTexts = {
  /** The region's name; the library adds its keyboard shortcut ("Notifications alt+T"). */
  region: "Notifications",
  close: "Close toast",
} as const;
