/** How healthy the account reads on the dashboard (docs/product-rules.md §4: only `active` is healthy). */
export type AccountHealth = {
  /** 'success' only for an active account; anything else is a warning. */
  tone: 'success' | 'warning';
  /** The Account Status badge. */
  badge: string;
  /** The "Today’s Session" tile. */
  session: string;
  /** The "Account Health" tile. */
  health: string;
  /** A sentence under the Account Status card, for every status but active. */
  note: string | null;
};

const ACTIVE: AccountHealth = {
  tone: 'success',
  badge: 'Active',
  session: 'Live Trading Active',
  health: 'Excellent',
  note: null,
};

/**
 * The status copy of the tiles and the status card. Without an account (`undefined`/`null`) the
 * tiles keep their usual texts; an active account is healthy; breached, closed or anything else
 * says so instead of claiming live trading.
 */
export function accountHealth(status: string | null | undefined): AccountHealth {
  if (status === undefined || status === null || status === 'active') return ACTIVE;
  if (status === 'breached') {
    return {
      tone: 'warning',
      badge: 'Breached',
      session: 'Trading Suspended',
      health: 'Account Breached',
      note: 'Account Breached: trading is suspended because the maximum drawdown was reached.',
    };
  }
  if (status === 'closed') {
    return {
      tone: 'warning',
      badge: 'Closed',
      session: 'Trading Closed',
      health: 'Account Closed',
      note: 'Account Closed: this account no longer trades.',
    };
  }
  return {
    tone: 'warning',
    badge: 'Pending',
    session: 'Trading Pending',
    health: 'Pending Review',
    note: 'Account Pending: trading starts once the account is active.',
  };
}
