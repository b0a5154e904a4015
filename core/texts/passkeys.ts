import { passkeyLimits } from "../limits";
import { passkeySignInTexts } from "./passkey-sign-in";

// Passkeys: the account page's section, the sign-in pages' button and the server's answers.

export const passkeyTexts = {
  title: "Passkeys",
  intro:
    "Sign in with your fingerprint, face or device PIN instead of your password. Passkeys cannot be phished or reused on other sites, and a passkey sign-in needs no two-factor code.",
  loading: "Loading your passkeys...",
  add: {
    button: "Add a passkey",
    title: "Add a passkey",
    passwordPrompt: "Confirm it is you: enter your password to continue.",
    passwordSubmit: "Continue",
    /** Under the step's heading, once the password was right. */
    step: "Name the passkey, then confirm with your fingerprint, face or device PIN when your device asks.",
    nameLabel: "Name",
    nameHint: "So you can tell your passkeys apart, for example the device it is on.",
    create: "Create passkey",
    creating: "Waiting for your device...",
    cancel: "Cancel",
    nameRequired: "Please give the passkey a name",
    nameTooLong: `Please keep the name to ${passkeyLimits.nameLength} characters`,
    /** The account already has a passkey of that name (case aside): they would look alike. */
    nameTaken: "You already have a passkey with this name",
    /**
     * The default name: the browser and system it is made on, numbered when the account already
     * has a passkey of that name.
     */
    defaultName: (browser: string, number = 1) => (number > 1 ? `${browser} (${number})` : browser),
    /** The default name's browser when the browser cannot be told. */
    unknownBrowser: "My passkey",
  },
  list: {
    empty: "No passkeys yet.",
    /** Under the empty list's line: why one would add a passkey. */
    emptyHint: "Sign in faster next time, with no password or code to type.",
    created: "Added",
    lastUsed: "Last used",
    neverUsed: "Not used yet",
    synced: "Synced",
    remove: "Remove",
    /** The Remove button's accessible name. */
    removeNamed: (name: string) => `Remove passkey ${name}`,
    count: (count: number) => (count === 1 ? "1 passkey" : `${count} passkeys`),
    full: `An account can have up to ${passkeyLimits.perAccount} passkeys. Remove one to add another.`,
  },
  remove: {
    title: "Remove this passkey?",
    description: (name: string) =>
      `“${name}” will no longer sign you in. Delete it from your device or password manager too.`,
    submit: "Remove passkey",
  },
  toasts: {
    added: {
      title: "Passkey added",
      description: "You can now sign in with it instead of your password.",
    },
    removed: {
      title: "Passkey removed",
      description: "It no longer signs you in.",
    },
    notRemoved: {
      title: "Something went wrong",
      description: "The passkey could not be removed. Please try again.",
    },
    cancelled: {
      title: "No passkey was made",
      description:
        "Your device did not make the passkey. To try again, choose Add a passkey and enter your password.",
    },
    /** The device already holds one of the account's passkeys (the browser refused a second). */
    alreadyOnDevice: {
      title: "Already on this device",
      description:
        "This device already has one of your passkeys. Use that one, or add a passkey on another device.",
    },
    failed: {
      title: "Something went wrong",
      description: "The passkey could not be added. Please try again.",
    },
    unsupported: {
      title: "Passkeys are not available",
      description: "This browser cannot make passkeys. Try another browser or device.",
    },
  },
  signIn: {
    ...passkeySignInTexts,
    failedTitle: "Passkey sign-in failed",
  },
  answers: {
    /** The browser's answer could not be verified, or the passkey is unknown here. */
    failed: "That passkey could not sign you in. Please try again, or sign in with your password.",
    /** The challenge was used, or is older than it may be. */
    expired: "The passkey request expired. Please try again.",
    notFound: "That passkey was not found on your account.",
    tooMany: `An account can have up to ${passkeyLimits.perAccount} passkeys.`,
    alreadyAdded: "That passkey is already on an account here.",
    /** The account already has a passkey of that name (case aside, trimmed). */
    nameTaken: "You already have a passkey with this name.",
    busy: "Too many passkey requests from your address. Please wait a few minutes.",
    verificationRequired:
      "Your device must confirm it is you (fingerprint, face or PIN) to use a passkey here.",
  },
} as const;
