import type { PasskeyAuthenticationResponse, SecondFactor } from '@prop/contracts/admin-passkeys';
import type { Kysely, Transaction } from 'kysely';
import { findAdminPasskeyByCredential, hasAdminPasskey, recordPasskeyUse } from '../db/admin-passkeys.ts';
import { countUnusedRecoveryCodes, spendRecoveryCode } from '../db/admin-recovery-codes.ts';
import { findAdminTotp } from '../db/admin-totp.ts';
import type { AdminTotpRow, IdentityDb } from '../db/types.ts';
import { acceptAdminCode, type SecondFactorSettings } from './admin-codes.ts';
import { verifyAssertion } from './passkeys.ts';
import { hashRecoveryCode } from './recovery-codes.ts';
import { type AdminFactors, totpState } from './sign-in-rules.ts';
import { webAuthnSite } from './webauthn-site.ts';

/** The factors an admin holds, and their TOTP row for checking a code. */
export async function adminFactors(
  db: Kysely<IdentityDb>,
  adminId: string,
): Promise<{ factors: AdminFactors; totp: AdminTotpRow | undefined }> {
  const [totp, passkey, recoveryCodes] = await Promise.all([
    findAdminTotp(db, adminId),
    hasAdminPasskey(db, adminId),
    countUnusedRecoveryCodes(db, adminId),
  ]);
  return { factors: { passkey, totp: totpState(totp) === 'active', recoveryCodes: recoveryCodes > 0 }, totp };
}

/** What a sign-in carries for its second factor. */
export interface FactorProof {
  code?: string;
  passkey?: PasskeyAuthenticationResponse;
  recoveryCode?: string;
  /** The Origin header: where the browser says the passkey was used. */
  origin?: string;
}

/**
 * Checks the factor a sign-in chose and spends it in `trx`: a TOTP step, a recovery code, or a
 * passkey's challenge and counter. False when it is wrong, stale, used already or not held.
 */
export async function acceptSignInFactor(
  trx: Transaction<IdentityDb>,
  settings: SecondFactorSettings,
  attempt: { adminId: string; factor: SecondFactor; proof: FactorProof; totp: AdminTotpRow | undefined; now: Date },
): Promise<boolean> {
  const { adminId, factor, proof, totp, now } = attempt;
  if (factor === 'totp') {
    return Boolean(
      totp &&
        totpState(totp) === 'active' &&
        proof.code &&
        (await acceptAdminCode(trx, settings, { row: totp, code: proof.code, use: 'sign-in', now })),
    );
  }
  if (factor === 'recovery-code') {
    if (!proof.recoveryCode) return false;
    return spendRecoveryCode(trx, adminId, hashRecoveryCode(settings.recoveryKey, adminId, proof.recoveryCode), now);
  }
  // The challenge goes first, whatever follows: each one gets a single answer.
  const challenge = await settings.passkeyChallenges.take('sign-in', adminId);
  const site = webAuthnSite(settings.webAuthn, proof.origin);
  if (!challenge || !site || !proof.passkey) return false;
  const passkey = await findAdminPasskeyByCredential(trx, adminId, proof.passkey.id);
  if (!passkey) return false;
  const newCounter = await verifyAssertion(site, proof.passkey, challenge, passkey);
  if (newCounter === undefined) return false;
  return recordPasskeyUse(trx, { id: passkey.id, previousCounter: Number(passkey.counter), newCounter, now });
}
