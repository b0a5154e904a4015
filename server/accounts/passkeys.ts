import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { decodeClientDataJSON, isoBase64URL } from "@simplewebauthn/server/helpers";
import type { z } from "zod/mini";
import type { Database } from "../../db/client";
import type { UserRow } from "../../db/schema";
import { passkeyLimits } from "../../core/limits";
import type { LoginSource } from "../../core/schemas/auth";
import type { Locale } from "../../core/locales";
import type {
  authenticationResponseSchema,
  Passkey,
  registrationResponseSchema,
} from "../../core/schemas/passkeys";
import type { Clock } from "../clock";
import type { RelyingParty } from "../auth/relying-party";
import type { IssuedTokens } from "../auth/tokens";
import {
  deletePasskey,
  findPasskeyWithUser,
  insertChallenge,
  insertPasskey,
  listPasskeys,
  passkeyView,
  recordPasskeyUse,
  takeChallenge,
  type ChallengePurpose,
} from "../repositories/passkeys";
import { audit } from "../repositories/admin-users";
import { queueAccountNotice } from "./account-notices";
import {
  checkCurrentPassword,
  ownerOf,
  type AccountCaller,
  type PasswordCheck,
} from "./own-account";
import { startSignedInSession } from "./sign-in";
import {
  addressThrottleKey,
  claimSignInAttempt,
  settleFailedSignIn,
  signInCounts,
} from "./sign-in-limits";

// Passkeys (docs/rules.md#passkeys): added and removed by the account's owner after the
// password, and a sign-in of their own whose device verified the person, so two factors in one.

type Refused = Exclude<PasswordCheck, { ok: true }>;

/** Too many challenges handed to one address are still unanswered. */
type Busy = { ok: false; reason: "busy" };

/** Stores the challenge of a ceremony just started; false when the address holds too many. */
function holdChallenge(
  db: Database,
  challenge: string,
  purpose: ChallengePurpose,
  userId: string | null,
  ipAddress: string,
  now: Date,
): Promise<boolean> {
  return insertChallenge(
    db,
    {
      challenge,
      purpose,
      userId,
      addressKey: addressThrottleKey(ipAddress),
      expiresAt: new Date(now.getTime() + passkeyLimits.challengeMs),
    },
    { now, maxOpen: passkeyLimits.openChallengesPerAddress },
  );
}

/**
 * Takes the challenge a browser's answer signed, whatever comes of the answer: each works once.
 * Null when the answer names none that was handed out for this, or it has expired.
 */
async function takeAnsweredChallenge(
  db: Database,
  clientDataJSON: string,
  expected: { purpose: ChallengePurpose; userId: string | null },
  now: Date,
): Promise<string | null> {
  let challenge: string;
  try {
    challenge = decodeClientDataJSON(clientDataJSON).challenge;
  } catch {
    return null;
  }
  if (typeof challenge !== "string" || challenge.length === 0) return null;
  return (await takeChallenge(db, challenge, expected, now)) ? challenge : null;
}

/** The WebAuthn user handle of an account: its id's 16 bytes, nothing that names the person. */
function userHandle(userId: string): Uint8Array<ArrayBuffer> {
  const hex = userId.replaceAll("-", "");
  return Uint8Array.from(hex.match(/../g)!.map((byte) => Number.parseInt(byte, 16)));
}

/**
 * Starts adding a passkey: after the password, the options for the browser's
 * navigator.credentials.create(), its challenge held for this account for 5 minutes.
 */
export async function startAddingPasskey(
  db: Database,
  caller: AccountCaller & { fullName: string | null },
  input: { password: string; ipAddress: string },
  rp: RelyingParty,
  clock: Clock,
): Promise<
  | { ok: true; options: PublicKeyCredentialCreationOptionsJSON }
  | Refused
  | Busy
  | { ok: false; reason: "full" }
> {
  const held = await listPasskeys(db, caller.userId);
  if (held.length >= passkeyLimits.perAccount) return { ok: false, reason: "full" };
  const check = await checkCurrentPassword(db, caller, input.password, input.ipAddress, clock);
  if (!check.ok) return check;
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: caller.email,
    userID: userHandle(caller.userId),
    userDisplayName: caller.fullName ?? caller.email,
    timeout: passkeyLimits.challengeMs,
    attestationType: "none",
    excludeCredentials: held.map((passkey) => ({
      id: passkey.id,
      transports: passkey.transports,
    })),
    // A passkey the sign-in pages can offer by itself, and that verifies the person.
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  const now = clock.now();
  if (
    !(await holdChallenge(
      db,
      options.challenge,
      "add-passkey",
      caller.userId,
      input.ipAddress,
      now,
    ))
  ) {
    return { ok: false, reason: "busy" };
  }
  return { ok: true, options };
}

export type AddPasskeyOutcome =
  | { ok: true; passkey: Passkey }
  | { ok: false; reason: "expired" | "invalid" | "full" | "name-taken" | "taken" };

/**
 * Adds the passkey the browser made, if its answer signs a challenge handed to this account,
 * comes from the site's origin and says the device verified the person. The owner is told.
 */
export async function addPasskey(
  db: Database,
  caller: AccountCaller,
  input: { name: string; response: z.infer<typeof registrationResponseSchema> },
  rp: RelyingParty,
  clock: Clock,
): Promise<AddPasskeyOutcome> {
  const now = clock.now();
  const challenge = await takeAnsweredChallenge(
    db,
    input.response.response.clientDataJSON,
    { purpose: "add-passkey", userId: caller.userId },
    now,
  );
  if (!challenge) return { ok: false, reason: "expired" };
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verified = await verifyRegistrationResponse({
      // Checked by shape at the route; the library checks every part that matters.
      response: input.response as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (!verified.verified) return { ok: false, reason: "invalid" };
  const { credential, credentialBackedUp } = verified.registrationInfo;
  const row = {
    id: credential.id,
    userId: caller.userId,
    name: input.name,
    publicKey: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ?? [],
    backedUp: credentialBackedUp,
    createdAt: now,
  };
  const added = await db.transaction(async (tx) => {
    const stored = await insertPasskey(tx, row, passkeyLimits.perAccount);
    if (!stored.ok) return stored;
    await queueAccountNotice(
      tx,
      caller.email,
      [{ kind: "passkey", change: "added", name: row.name }],
      now,
    );
    await audit(tx, ownerOf(caller), "add-passkey", ownAccount(caller), [], now);
    return stored;
  });
  return added.ok ? { ok: true, passkey: passkeyView({ ...row, lastUsedAt: null }) } : added;
}

/** The caller's own account, as the audit log names the account acted on. */
const ownAccount = (caller: AccountCaller) => ({ id: caller.userId, email: caller.email });

/** Removes one of the caller's passkeys, after the password; the owner is told. */
export async function removePasskey(
  db: Database,
  caller: AccountCaller,
  input: { id: string; password: string; ipAddress: string },
  clock: Clock,
): Promise<{ ok: true } | Refused | { ok: false; reason: "not-found" }> {
  const held = await listPasskeys(db, caller.userId);
  if (!held.some((passkey) => passkey.id === input.id)) return { ok: false, reason: "not-found" };
  const check = await checkCurrentPassword(db, caller, input.password, input.ipAddress, clock);
  if (!check.ok) return check;
  const now = clock.now();
  const removed = await db.transaction(async (tx) => {
    const name = await deletePasskey(tx, caller.userId, input.id);
    if (name === null) return false;
    await queueAccountNotice(tx, caller.email, [{ kind: "passkey", change: "removed", name }], now);
    await audit(tx, ownerOf(caller), "remove-passkey", ownAccount(caller), [], now);
    return true;
  });
  return removed ? { ok: true } : { ok: false, reason: "not-found" };
}

/**
 * Starts a sign-in with a passkey: the options for navigator.credentials.get(), for any passkey
 * of this site the device holds (the account is not known yet), its challenge held 5 minutes.
 */
export async function startPasskeySignIn(
  db: Database,
  input: { ipAddress: string },
  rp: RelyingParty,
  now: Date,
): Promise<{ ok: true; options: PublicKeyCredentialRequestOptionsJSON } | Busy> {
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    timeout: passkeyLimits.challengeMs,
    userVerification: "required",
  });
  if (!(await holdChallenge(db, options.challenge, "sign-in", null, input.ipAddress, now))) {
    return { ok: false, reason: "busy" };
  }
  return { ok: true, options };
}

export interface PasskeySignInRequest {
  response: z.infer<typeof authenticationResponseSchema>;
  remember: boolean;
  source: LoginSource;
  ipAddress: string;
  userAgent: string | undefined;
  /**
   * The language of the page signing in, kept as the account's for its e-mails, as a password
   * sign-in keeps it; left out, the account keeps the language it has.
   */
  locale?: Locale;
}

export type PasskeySignInResult =
  | { ok: true; user: UserRow; tokens: IssuedTokens }
  | { ok: false; reason: "expired" | "invalid" | "not-admin" }
  | { ok: false; reason: "blocked"; retryAfterMs: number };

/**
 * Signs in with a passkey: its answer must sign a challenge handed out for a sign-in, come from
 * the site's origin, say the device verified the person and raise the passkey's counter. It is
 * held to the account's and the address's sign-in counts as a password is, on the page's terms
 * (docs/rules.md#admin-sign-in-limit): a locked account stays locked, and on /admin every
 * sign-in counts. The session it starts has every right: the device's check is the second factor.
 */
export async function signInWithPasskey(
  db: Database,
  request: PasskeySignInRequest,
  rp: RelyingParty,
  now: Date,
): Promise<PasskeySignInResult> {
  const challenge = await takeAnsweredChallenge(
    db,
    request.response.response.clientDataJSON,
    { purpose: "sign-in", userId: null },
    now,
  );
  if (!challenge) return { ok: false, reason: "expired" };
  const found = await findPasskeyWithUser(db, request.response.id);
  if (!found) return { ok: false, reason: "invalid" };
  const { passkey, user } = found;
  const handle = request.response.response.userHandle;
  if (handle && handle !== isoBase64URL.fromBuffer(userHandle(user.id))) {
    return { ok: false, reason: "invalid" };
  }

  const claim = await claimSignInAttempt(
    db,
    signInCounts({ email: user.email, ipAddress: request.ipAddress, source: request.source }),
    now,
  );
  if (!claim.allowed) return { ok: false, reason: "blocked", retryAfterMs: claim.retryAfterMs };

  let newCounter: number | null = null;
  try {
    const verified = await verifyAuthenticationResponse({
      // Checked by shape at the route; the library checks every part that matters.
      response: request.response as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.id,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
      },
      requireUserVerification: true,
    });
    if (verified.verified) newCounter = verified.authenticationInfo.newCounter;
  } catch {
    newCounter = null;
  }
  if (newCounter === null || !(await recordPasskeyUse(db, passkey.id, newCounter, now))) {
    const blockedForMs = await settleFailedSignIn(db, claim, now);
    return blockedForMs === null
      ? { ok: false, reason: "invalid" }
      : { ok: false, reason: "blocked", retryAfterMs: blockedForMs };
  }
  const tokens = await startSignedInSession(
    db,
    claim,
    user,
    { remember: request.remember, source: request.source, secondFactorDue: false, passkey: true },
    request,
    now,
  );
  return tokens ? { ok: true, user, tokens } : { ok: false, reason: "not-admin" };
}
