import { slovenian } from "../translation";
import type * as english from "./passkey-sign-in";

export const passkeySignInTexts = slovenian<typeof english.passkeySignInTexts>({
  button: "Prijava s ključem za dostop",
  working: "Čakanje na ključ za dostop …",
  divider: "ali",
});
