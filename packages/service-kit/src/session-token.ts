import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { z } from 'zod';
import type { Role } from '@prop/contracts/user';

const ISSUER = 'prop-identity';
const ALGORITHM = 'HS256';

const claimsSchema = z.object({ sub: z.string(), sid: z.string(), role: z.enum(['trader', 'admin']) });
export type SessionClaims = z.infer<typeof claimsSchema>;

export const audienceFor = (role: Role) => `prop:${role}`;

/**
 * The secret as a symmetric key. Given a string, jsonwebtoken first tries to read it as a public
 * key on every call (about 1 ms each, which capped the gateway near 1,000 polls/s per core); a
 * secret KeyObject skips that. One per secret, made once.
 */
const keys = new Map<string, KeyObject>();
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}

/** Signs the cookie value: who, which server-side session, and until when at most. */
export function signSessionToken(claims: SessionClaims, secret: string, expiresAt: Date): string {
  return jwt.sign({ sid: claims.sid, role: claims.role }, keyOf(secret), {
    algorithm: ALGORITHM,
    subject: claims.sub,
    issuer: ISSUER,
    audience: audienceFor(claims.role),
    expiresIn: Math.max(1, Math.floor((expiresAt.getTime() - Date.now()) / 1000)),
  });
}

interface Verified {
  claims: SessionClaims;
  /** The token's `exp` in milliseconds. */
  expiresAtMs: number;
}

function verified(token: string, secret: string, role: Role): Verified | null {
  try {
    const payload = jwt.verify(token, keyOf(secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: audienceFor(role),
    });
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success || claims.data.role !== role || typeof payload !== 'object') return null;
    return { claims: claims.data, expiresAtMs: (payload.exp ?? Number.POSITIVE_INFINITY) * 1000 };
  } catch {
    return null;
  }
}

/**
 * Verifies signature (HS256 only: `alg: none` and key confusion are refused), issuer,
 * audience and expiry. Returns null for anything not valid; callers answer 401.
 */
export function verifySessionToken(token: string, secret: string, role: Role): SessionClaims | null {
  return verified(token, secret, role)?.claims ?? null;
}

/**
 * verifySessionToken that remembers the tokens it found valid: an open dashboard sends the same
 * cookie every second, and checking its signature again was a tenth of the gateway's work on a
 * poll. A remembered token is still refused from its expiry on. Only valid tokens are kept, by
 * role and exact text, up to `maxEntries` (then it starts afresh), so memory stays bounded.
 */
export function createSessionTokenVerifier(secret: string, maxEntries = 100_000) {
  const known = new Map<string, Verified>();
  return function verifyToken(token: string, role: Role, now = Date.now()): SessionClaims | null {
    const key = `${role} ${token}`;
    let entry = known.get(key) ?? null;
    if (!entry) {
      entry = verified(token, secret, role);
      if (!entry) return null;
      if (known.size >= maxEntries) known.clear();
      known.set(key, entry);
    }
    return now < entry.expiresAtMs ? entry.claims : null;
  };
}
