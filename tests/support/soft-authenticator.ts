import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import { isoBase64URL, isoCBOR } from "@simplewebauthn/server/helpers";

// A passkey device in software, for the API tests: it makes P-256 key pairs and answers the
// server's options as navigator.credentials.create() and .get() would, byte for byte as
// WebAuthn has them (authenticator data, CBOR attestation, a DER signature). What a device
// would never do (skip verifying the person, sign for another origin, repeat a counter) is
// asked for by name, as an attacker's device would.

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_BACKUP_ELIGIBLE = 0x08;
const FLAG_BACKED_UP = 0x10;
const FLAG_ATTESTED_CREDENTIAL = 0x40;

interface StoredCredential {
  id: string;
  privateKey: KeyObject;
  userHandle: string;
  rpId: string;
  counter: number;
}

export interface Ceremony {
  /** The origin the browser reports: the page's. */
  origin?: string;
  /** Whether the device verified the person (fingerprint, face, PIN). */
  userVerified?: boolean;
  /** The RP ID the device signs for. */
  rpId?: string;
  /** The type clientDataJSON names ("webauthn.create" / "webauthn.get" by default). */
  type?: string;
}

export interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}

export interface RequestOptions {
  challenge: string;
  rpId?: string;
}

const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}

function clientData(type: string, challenge: string, origin: string): string {
  return isoBase64URL.fromUTF8String(
    JSON.stringify({ type, challenge, origin, crossOrigin: false }),
  );
}

export class SoftAuthenticator {
  private readonly credentials: StoredCredential[] = [];

  /**
   * `origin` and `rpId`: where its browser is. `countsSignatures`: a device with a counter
   * (security keys); synced passkeys report 0 always. `synced`: backed up by a provider.
   */
  constructor(
    private readonly device: {
      origin: string;
      rpId: string;
      countsSignatures?: boolean;
      synced?: boolean;
    },
  ) {}

  /** The most recently made credential's id. */
  get lastCredentialId(): string {
    const last = this.credentials.at(-1);
    if (!last) throw new Error("no credential made yet");
    return last.id;
  }

  private flags(userVerified: boolean, extra = 0): number {
    let flags = FLAG_USER_PRESENT | extra;
    if (userVerified) flags |= FLAG_USER_VERIFIED;
    if (this.device.synced) flags |= FLAG_BACKUP_ELIGIBLE | FLAG_BACKED_UP;
    return flags;
  }

  /** Answers creation options as navigator.credentials.create() would, as JSON. */
  create(options: CreationOptions, ceremony: Ceremony = {}) {
    const rpId = ceremony.rpId ?? options.rp.id ?? this.device.rpId;
    const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    const jwk = publicKey.export({ format: "jwk" });
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, isoBase64URL.toBuffer(jwk.x!)],
        [-3, isoBase64URL.toBuffer(jwk.y!)],
      ]),
    );
    const rawId = randomBytes(16);
    const id = isoBase64URL.fromBuffer(rawId);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(rawId.length);
    const counter = this.device.countsSignatures ? 1 : 0;
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([this.flags(ceremony.userVerified ?? true, FLAG_ATTESTED_CREDENTIAL)]),
      counterBytes(counter),
      Buffer.alloc(16),
      idLength,
      rawId,
      Buffer.from(cose),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, never>>([
        ["fmt", "none"],
        ["attStmt", new Map<string, never>()],
        ["authData", new Uint8Array(authData)],
      ]),
    );
    this.credentials.push({ id, privateKey, userHandle: options.user.id, rpId, counter });
    return {
      id,
      rawId: id,
      type: "public-key" as const,
      response: {
        clientDataJSON: clientData(
          ceremony.type ?? "webauthn.create",
          options.challenge,
          ceremony.origin ?? this.device.origin,
        ),
        attestationObject: isoBase64URL.fromBuffer(attestationObject),
        transports: ["internal"],
      },
      clientExtensionResults: {},
    };
  }

  /**
   * Answers request options as navigator.credentials.get() would, with the credential `id`
   * (the latest made by default). `counter` forces the counter reported (a cloned device).
   */
  get(options: RequestOptions, ceremony: Ceremony & { id?: string; counter?: number } = {}) {
    const credential = ceremony.id
      ? this.credentials.find((stored) => stored.id === ceremony.id)
      : this.credentials.at(-1);
    if (!credential) throw new Error("no such credential on this device");
    if (this.device.countsSignatures) credential.counter += 1;
    const counter = ceremony.counter ?? credential.counter;
    const authData = Buffer.concat([
      sha256(ceremony.rpId ?? credential.rpId),
      Buffer.from([this.flags(ceremony.userVerified ?? true)]),
      counterBytes(counter),
    ]);
    const clientDataJSON = clientData(
      ceremony.type ?? "webauthn.get",
      options.challenge,
      ceremony.origin ?? this.device.origin,
    );
    const signature = sign(
      "sha256",
      Buffer.concat([authData, sha256(isoBase64URL.toBuffer(clientDataJSON))]),
      credential.privateKey,
    );
    return {
      id: credential.id,
      rawId: credential.id,
      type: "public-key" as const,
      response: {
        clientDataJSON,
        authenticatorData: isoBase64URL.fromBuffer(authData),
        signature: isoBase64URL.fromBuffer(signature),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
    };
  }
}
