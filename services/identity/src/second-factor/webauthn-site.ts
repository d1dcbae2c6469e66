/** Where passkeys may be used, from WEBAUTHN_RP_ID and WEBAUTHN_ORIGINS. */
export interface WebAuthnSettings {
  /** The relying party id passkeys are bound to; by default the host of the page asking. */
  rpId: string | undefined;
  /** The exact origins (scheme, host, port) the firm serves the admin app on. */
  origins: string[];
  /** Outside production any loopback origin too: dev servers and browser tests pick their ports freely. */
  allowLoopback: boolean;
}

/** The origin a ceremony is expected from and the relying party id it is bound to. */
export interface WebAuthnSite {
  origin: string;
  rpId: string;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

function parsedOrigin(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return url.origin === value && (url.protocol === 'https:' || url.protocol === 'http:') ? url : undefined;
  } catch {
    return undefined;
  }
}

const within = (host: string, rpId: string) => host === rpId || host.endsWith(`.${rpId}`);

/**
 * The site of a request, from its Origin header, or undefined when that origin is not one the firm
 * configured (nor, outside production, a loopback one). The browser writes the origin into what
 * the authenticator signs, and the verification requires it to be this one: a page elsewhere
 * cannot use an admin's passkey here, whatever headers it sends.
 */
export function webAuthnSite(settings: WebAuthnSettings, requestOrigin: string | undefined): WebAuthnSite | undefined {
  const url = requestOrigin === undefined ? undefined : parsedOrigin(requestOrigin);
  if (!url) return undefined;
  const allowed = settings.origins.includes(url.origin) || (settings.allowLoopback && LOOPBACK_HOSTS.has(url.hostname));
  if (!allowed) return undefined;
  const rpId = settings.rpId && within(url.hostname, settings.rpId) ? settings.rpId : url.hostname;
  return { origin: url.origin, rpId };
}
