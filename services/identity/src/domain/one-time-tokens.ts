import { createHash, randomBytes } from 'node:crypto';
import type { OneTimeTokenPurpose } from '../db/types.ts';

/** A reset link is for the next half hour; a verification link or an invitation may wait in an inbox for a week. */
export const TOKEN_LIFETIME_MS: Record<OneTimeTokenPurpose, number> = {
  password_reset: 30 * 60_000,
  email_verification: 7 * 24 * 60 * 60_000,
  admin_invitation: 7 * 24 * 60 * 60_000,
};

/** The token travels in the e-mail only; the hash is what identity keeps. */
export interface IssuedToken {
  token: string;
  hash: string;
  expiresAt: Date;
}

/** SHA-256 suffices: 32 random bytes cannot be guessed, so the hash needs no salt nor slowness. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function issueToken(
  purpose: OneTimeTokenPurpose,
  now: Date,
  random: (size: number) => Buffer = randomBytes,
): IssuedToken {
  const token = random(32).toString('base64url');
  return { token, hash: hashToken(token), expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]) };
}

/** A link works once, and only until it expires; using, replacing or voiding it spends it. */
export function isUsable(token: { expires_at: Date; spent_at: Date | null }, now: Date): boolean {
  return token.spent_at === null && now.getTime() < token.expires_at.getTime();
}
