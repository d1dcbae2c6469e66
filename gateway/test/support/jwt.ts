import { createHmac } from 'node:crypto';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Builds a JWT by hand, so tests can present tokens no honest signer would produce:
 * `alg: none`, expired, or meant for another audience.
 */
export function craftToken(header: object, payload: object, secret: string | null): string {
  const unsigned = `${encode(header)}.${encode(payload)}`;
  if (secret === null) return `${unsigned}.`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/** The claims identity puts in a session token, with overrides. */
export function claims(sub: string, sid: string, role: string, overrides: object = {}) {
  const now = Math.floor(Date.now() / 1000);
  return { sid, role, sub, iss: 'prop-identity', aud: `prop:${role}`, iat: now, exp: now + 3600, ...overrides };
}
