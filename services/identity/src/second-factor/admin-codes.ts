import type { Transaction } from 'kysely';
import { removeAdminTotp, useTotpStep } from '../db/admin-totp.ts';
import type { AdminTotpRow, IdentityDb } from '../db/types.ts';
import type { EnrolmentOnlySessions } from './enrolment-only-sessions.ts';
import type { PasskeyChallenges } from './passkey-challenges.ts';
import { open } from './secret-box.ts';
import { checkTotpCode } from './totp.ts';
import type { WebAuthnSettings } from './webauthn-site.ts';

/** What the second-factor routes share, built once in app.ts. */
export interface SecondFactorSettings {
  /** ADMIN_SECOND_FACTOR_REQUIRED (or its older name ADMIN_TOTP_REQUIRED). */
  required: boolean;
  /** Seals and opens TOTP secrets (secret-box.ts). */
  sealingKey: Buffer;
  enrolmentOnly: EnrolmentOnlySessions;
  /** Where passkeys may be used (WEBAUTHN_RP_ID, WEBAUTHN_ORIGINS). */
  webAuthn: WebAuthnSettings;
  passkeyChallenges: PasskeyChallenges;
  /** Hashes recovery codes (recovery-codes.ts). */
  recoveryKey: Buffer;
}

type Use = 'sign-in' | 'confirm' | 'disable';

/**
 * Checks an admin's code, at `now`, against their stored secret and, when it is right and not used
 * before, records it as used in the same statement that confirms or removes the authenticator, if
 * that is what it is for. False for a wrong, stale or already used code.
 */
export async function acceptAdminCode(
  trx: Transaction<IdentityDb>,
  settings: Pick<SecondFactorSettings, 'sealingKey'>,
  attempt: { row: AdminTotpRow; code: string; use: Use; now: Date },
): Promise<boolean> {
  const { row, code, use, now } = attempt;
  const secret = open(settings.sealingKey, row.sealed_secret, row.admin_id);
  const check = checkTotpCode({ secret, code, nowMs: now.getTime(), lastUsedStep: row.last_used_step });
  if (!check.accepted) return false;
  if (use === 'disable') return removeAdminTotp(trx, row.admin_id, check.step);
  return useTotpStep(trx, row.admin_id, check.step, { confirm: use === 'confirm', now });
}
