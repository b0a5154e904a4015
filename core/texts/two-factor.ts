import { twoFactorLimits } from "../limits";

// Two-factor sign-in: the account page's section, the sign-in's code step and the server's
// answers about them.

export const twoFactorTexts = {
  title: "Two-factor sign-in",
  intro:
    "After your password, sign-in asks for a code from an authenticator app on your phone, so a stolen password alone cannot open your account.",
  on: "On",
  off: "Off",
  turnOn: "Set up two-factor sign-in",
  turnOff: "Turn off two-factor sign-in",
  newRecoveryCodes: "Make new recovery codes",
  recoveryCodesLeft: (count: number) =>
    count === 1 ? "1 recovery code left" : `${count} recovery codes left`,
  /** Names the On or Off beside it. */
  status: "Status",
  /** Read out while the section's state loads. */
  loading: "Loading two-factor sign-in...",
  setup: {
    passwordPrompt: "Enter your password to continue.",
    scan: "Scan this QR code with your authenticator app, or type the key below into it.",
    secretLabel: "Key",
    copyKey: "Copy key",
    copied: "Copied",
    codeLabel: "Code from the app",
    codeHint: `The ${twoFactorLimits.digits}-digit code the app shows now.`,
    confirm: "Turn on",
    confirming: "Turning on...",
    cancel: "Cancel",
    qrAlt: "QR code of the key, for your authenticator app",
    codeRequired: `Please enter the ${twoFactorLimits.digits}-digit code from the app`,
  },
  /** The dialogs that ask for the password again before a change. */
  password: {
    label: "Password",
    submitting: "Checking...",
    cancel: "Cancel",
    close: "Close",
    setup: { title: "Set up two-factor sign-in", submit: "Continue" },
    turnOff: {
      title: "Turn off two-factor sign-in",
      description:
        "Sign-in will ask only for your password again. Enter your password to continue.",
      submit: "Turn off",
    },
    newCodes: {
      title: "Make new recovery codes",
      description:
        "Your current recovery codes stop working at once. Enter your password to continue.",
      submit: "Make new codes",
    },
  },
  toasts: {
    turnedOn: {
      title: "Two-factor sign-in is on",
      description: "Sign-in now asks for a code from your authenticator app.",
    },
    turnedOff: {
      title: "Two-factor sign-in is off",
      description: "Sign-in asks only for your password now.",
    },
    newCodes: {
      title: "New recovery codes made",
      description: "The codes you had before no longer work.",
    },
    failed: {
      title: "Something went wrong",
      description: "Two-factor sign-in could not be changed. Please try again.",
    },
  },
  recoveryCodes: {
    title: "Your recovery codes",
    intro: `Keep these ${twoFactorLimits.recoveryCodes} codes somewhere safe. Each one signs you in once if you lose your phone. They are shown only now.`,
    download: "Download as a text file",
    copy: "Copy codes",
    copied: "Copied",
    fileName: "recovery-codes.txt",
    done: "I have saved them",
    /** The first line of the downloaded file. */
    fileIntro: (account: string) =>
      `Recovery codes for ${account}. Each one signs you in once, instead of a code from the app.`,
  },
  signIn: {
    title: "Two-factor sign-in",
    codePrompt: "Enter the code from your authenticator app.",
    codeLabel: "Authentication code",
    useRecoveryCode: "Use a recovery code",
    useApp: "Use the authenticator app",
    recoveryCodeLabel: "Recovery code",
    submit: "Verify",
    submitting: "Verifying...",
    recoveryPrompt: "Enter one of the recovery codes you saved when you set up two-factor sign-in.",
    codeRequired: `Please enter the ${twoFactorLimits.digits}-digit code from your app`,
    recoveryCodeRequired: "Please enter one of your recovery codes",
    backToSignIn: "Back to sign-in",
  },
  answers: {
    /** Every API route but the code step, for a sign-in whose second factor is due. */
    due: "Enter the code from your authenticator app to finish signing in.",
    wrongCode: "That code is not correct. Please try again.",
    ended: "Too many wrong codes. Please sign in again.",
    alreadyOn: "Two-factor sign-in is already on.",
    notOn: "Two-factor sign-in is not on.",
    noSetup: "Start the set-up again: it has no key yet.",
    turnedOn: "Two-factor sign-in is on.",
    turnedOff: "Two-factor sign-in is off.",
    removedByAdmin: "Two-factor sign-in was removed.",
    /** The account page's notice to an admin brought there by that refusal. */
    setupRequiredHere:
      "Admins sign in with two factors. Set up two-factor sign-in below, or add a passkey and sign in with it, to open Users, Messages and Activity.",
    setupRequired:
      "Admins sign in with two factors. Set up two-factor sign-in on your account page, or sign in with a passkey, to use the admin panel.",
  },
} as const;
