import { PASSKEY_MESSAGES, type SecondFactor } from '@prop/contracts/admin-passkeys';
import { type AdminLoginRefused, SECOND_FACTOR_MESSAGES } from '@prop/contracts/second-factor';

const INVALID: Record<SecondFactor, string> = {
  passkey: PASSKEY_MESSAGES.invalidPasskey,
  totp: SECOND_FACTOR_MESSAGES.invalidCode,
  'recovery-code': PASSKEY_MESSAGES.invalidRecoveryCode,
};

/**
 * The 401 of a sign-in whose password was right: which factors the admin can answer with, and
 * why this one was not enough. An admin with an authenticator app is asked for its code, as before
 * passkeys; one with passkeys only is asked for a passkey.
 */
export function signInRefusal(
  refusal:
    | { kind: 'code-required'; factors: SecondFactor[] }
    | { kind: 'invalid-code'; factor: SecondFactor; factors: SecondFactor[] },
): AdminLoginRefused {
  const asked = refusal.factors.includes('totp')
    ? SECOND_FACTOR_MESSAGES.codeRequired
    : PASSKEY_MESSAGES.factorRequired;
  const message = refusal.kind === 'code-required' ? asked : INVALID[refusal.factor];
  return { message, codeRequired: true, factors: refusal.factors };
}
