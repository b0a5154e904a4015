import { site } from "../../core/site";

/**
 * Who passkeys are made for (WebAuthn's relying party), from the site's public address: its
 * host names the passkeys, and the browser's signed answer must come from its origin exactly.
 */
export interface RelyingParty {
  id: string;
  name: string;
  origin: string;
}

export function relyingParty(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  return { id: url.hostname, name: site.name, origin: url.origin };
}
