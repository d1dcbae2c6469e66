import jwt from 'jsonwebtoken';
import { z } from 'zod';
import type { Role } from '@prop/contracts/user';

const ISSUER = 'prop-identity';
const ALGORITHM = 'HS256';

const claimsSchema = z.object({ sub: z.string(), sid: z.string(), role: z.enum(['trader', 'admin']) });
export type SessionClaims = z.infer<typeof claimsSchema>;

export const audienceFor = (role: Role) => `prop:${role}`;

/** Signs the cookie value: who, which server-side session, and until when at most. */
export function signSessionToken(claims: SessionClaims, secret: string, expiresAt: Date): string {
  return jwt.sign({ sid: claims.sid, role: claims.role }, secret, {
    algorithm: ALGORITHM,
    subject: claims.sub,
    issuer: ISSUER,
    audience: audienceFor(claims.role),
    expiresIn: Math.max(1, Math.floor((expiresAt.getTime() - Date.now()) / 1000)),
  });
}

/**
 * Verifies signature (HS256 only: `alg: none` and key confusion are refused), issuer,
 * audience and expiry. Returns null for anything not valid; callers answer 401.
 */
export function verifySessionToken(token: string, secret: string, role: Role): SessionClaims | null {
  try {
    const payload = jwt.verify(token, secret, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: audienceFor(role),
    });
    const claims = claimsSchema.safeParse(payload);
    return claims.success && claims.data.role === role ? claims.data : null;
  } catch {
    return null;
  }
}
