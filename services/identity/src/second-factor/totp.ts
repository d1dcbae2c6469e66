import { generateSecret, generateSync, generateURI, verifySync } from 'otplib';

/** The issuer an authenticator app shows next to the admin's email. */
export const TOTP_ISSUER = 'Funded Trader Admin';
/** The standard step: what every authenticator app uses with an otpauth URI that names none. */
export const TOTP_PERIOD_SECONDS = 30;
/**
 * One step either side of now: a phone's clock a little off, or a code typed just as it rolled
 * over, still signs in, while a code stays usable for at most about a minute and a half.
 */
const TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;

/** 160 random bits in base32, the size RFC 4226 recommends and authenticator apps expect. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

export function otpauthUri(secret: string, email: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: email, secret });
}

/** The code an authenticator shows at `nowMs`; for tests and tools, never sent by the server. */
export function totpCodeAt(secret: string, nowMs: number): string {
  return generateSync({ secret, epoch: Math.floor(nowMs / 1000) });
}

export type CodeCheck = { accepted: true; step: number } | { accepted: false };

/**
 * Whether `code` is the secret's code near `nowMs` and newer than the last accepted one. A code
 * whose step is not after `lastUsedStep` is refused even if it is still current: each code works
 * once, so one seen over a shoulder or replayed from a log is worth nothing.
 */
export function checkTotpCode(input: {
  secret: string;
  code: string;
  nowMs: number;
  lastUsedStep: number | null;
}): CodeCheck {
  const result = verifySync({
    secret: input.secret,
    token: input.code,
    epoch: Math.floor(input.nowMs / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(input.lastUsedStep === null ? {} : { afterTimeStep: input.lastUsedStep }),
  });
  // The result type also covers HOTP, whose results carry no step; a TOTP one always does.
  return result.valid && 'timeStep' in result ? { accepted: true, step: result.timeStep } : { accepted: false };
}
