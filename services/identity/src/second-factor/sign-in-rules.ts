/** What an admin sign-in with the right password leads to. */
export type AdminSignInStep =
  /** No authenticator: a session, limited to enrolling one when the firm requires it. */
  | { kind: 'session'; enrolmentOnly: boolean }
  /** An authenticator and no code: ask for it, start nothing. */
  | { kind: 'code-required' }
  /** An authenticator and a code: the session starts only if the code is accepted. */
  | { kind: 'check-code' };

export function adminSignInStep(input: {
  totpActive: boolean;
  required: boolean;
  codeGiven: boolean;
}): AdminSignInStep {
  if (!input.totpActive) return { kind: 'session', enrolmentOnly: input.required };
  return input.codeGiven ? { kind: 'check-code' } : { kind: 'code-required' };
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
