import type { AccountLink } from './account-link.ts';

export type ProvisionDecision =
  /** Open a fresh MT5 account and link it. */
  | { kind: 'create' }
  /** The user's breached account is lost anyway: close it, then open and link a fresh one. */
  | { kind: 'replace'; breached: AccountLink }
  /** Wait for an admin to link an account (a real broker's account, or the user still trades one). */
  | { kind: 'pending' };

/** What an approved purchase does, given whether accounts can be opened here and the user's open account. */
export function decideProvision(canCreateAccounts: boolean, current: AccountLink | undefined): ProvisionDecision {
  if (!canCreateAccounts || current?.status === 'active') return { kind: 'pending' };
  return current ? { kind: 'replace', breached: current } : { kind: 'create' };
}
