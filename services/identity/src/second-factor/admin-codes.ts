import type { Kysely } from 'kysely';
import { removeAdminTotp, useTotpStep } from '../db/admin-totp.ts';
import type { AdminTotpRow, IdentityDb } from '../db/types.ts';
import type { EnrolmentOnlySessions } from './enrolment-only-sessions.ts';
import { open } from './secret-box.ts';
import { checkTotpCode } from './totp.ts';

/** What the second-factor routes share, built once in app.ts. */
export interface SecondFactorSettings {
  /** ADMIN_TOTP_REQUIRED. */
  required: boolean;
  /** Seals and opens TOTP secrets (secret-box.ts). */
  sealingKey: Buffer;
  /** Milliseconds since the epoch; tests move it to use a code of each step. */
  now: () => number;
  enrolmentOnly: EnrolmentOnlySessions;
}

type Use = 'sign-in' | 'confirm' | 'disable';

/**
 * Checks an admin's code against their stored secret and, when it is right and not used before,
 * records it as used in the same statement that confirms or removes the authenticator, if that
 * is what it is for. False for a wrong, stale or already used code.
 */
export async function acceptAdminCode(
  db: Kysely<IdentityDb>,
  settings: SecondFactorSettings,
  row: AdminTotpRow,
  code: string,
  use: Use,
): Promise<boolean> {
  const secret = open(settings.sealingKey, row.sealed_secret, row.admin_id);
  const check = checkTotpCode({ secret, code, nowMs: settings.now(), lastUsedStep: row.last_used_step });
  if (!check.accepted) return false;
  if (use === 'disable') return removeAdminTotp(db, row.admin_id, check.step);
  return useTotpStep(db, row.admin_id, check.step, { confirm: use === 'confirm' });
}
