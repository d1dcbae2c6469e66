import { SECOND_FACTORS, type SecondFactor } from '@prop/contracts/admin-passkeys';

/** What an admin sign-in with the right password leads to. */
export type AdminSignInStep =
  /** No authenticator: a session, limited to enrolling one when the firm requires it. */
  | { kind: 'session'; enrolmentOnly: boolean }
  /** An authenticator and no factor given: ask, naming the admin's, start nothing. */
  | { kind: 'factor-required'; factors: SecondFactor[] }
  /** An authenticator and a factor given: the session starts only if it is accepted. */
  | { kind: 'check'; factor: SecondFactor };

/** The second factors an admin holds; recovery codes stand in for the others, never alone. */
export interface AdminFactors {
  passkey: boolean;
  totp: boolean;
  recoveryCodes: boolean;
}

/** The admin's factors, the preferred first: a passkey cannot be phished, a code can. */
export function factorList(factors: AdminFactors): SecondFactor[] {
  const list: SecondFactor[] = [];
  if (factors.passkey) list.push('passkey');
  if (factors.totp) list.push('totp');
  if (factors.recoveryCodes) list.push('recovery-code');
  return list;
}

/** A passkey or a confirmed authenticator app: what counts as enrolled for the firm's rule. */
export const isEnrolled = (factors: Pick<AdminFactors, 'passkey' | 'totp'>) => factors.passkey || factors.totp;

/**
 * The step a sign-in with the right password takes. `given` are the factors the request carries;
 * one is checked, a passkey before a code before a recovery code. One the admin does not hold is
 * checked too, and fails: a sign-in never starts on a factor that was not proven.
 */
export function adminSignInStep(input: {
  factors: AdminFactors;
  required: boolean;
  given: SecondFactor[];
}): AdminSignInStep {
  const { factors, required, given } = input;
  if (!isEnrolled(factors)) return { kind: 'session', enrolmentOnly: required };
  const factor = SECOND_FACTORS.find((candidate) => given.includes(candidate));
  return factor ? { kind: 'check', factor } : { kind: 'factor-required', factors: factorList(factors) };
}

/**
 * Where a TOTP enrolment row stands. Only a confirmed one guards sign-in; a pending one may be
 * started again (a new secret) as often as the admin likes, an active one must be disabled first.
 */
export type TotpState = 'none' | 'pending' | 'active';

export function totpState(row: { confirmed_at: Date | null } | undefined): TotpState {
  if (!row) return 'none';
  return row.confirmed_at ? 'active' : 'pending';
}
