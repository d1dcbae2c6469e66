import type { TradingAccount } from '@prop/contracts/account';

/** What an MT5 reading holds once every optional field is accounted for. */
export type Mt5Figures = {
  /** The account currency in upper case, or null when MT5 reported none. */
  currency: string | null;
  balance: number;
  equity: number;
  floatingPnL: number;
};

export const finite = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

export const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The MT5 figures of an account, or null without MT5 data. The feed may leave out any field:
 * no currency reads as none (the spec's default balance); a missing balance or equity falls back
 * to the account's own (the server copies MT5's there); a missing floating P&L is equity minus
 * balance, as MT5 defines it. Never throws, never yields NaN.
 */
export function mt5Figures(account: TradingAccount): Mt5Figures | null {
  const mt5 = account.mt5Data as Partial<NonNullable<TradingAccount['mt5Data']>> | null | undefined;
  if (!mt5 || typeof mt5 !== 'object') return null;
  const info = (mt5.accountInfo ?? {}) as Partial<NonNullable<TradingAccount['mt5Data']>['accountInfo']>;
  const currency = typeof info.currency === 'string' ? info.currency.trim().toUpperCase() : '';
  const balance = finite(info.balance) ?? finite(account.balance) ?? 0;
  const equity = finite(info.equity) ?? finite(account.equity) ?? balance;
  const floatingPnL = finite(mt5.floatingPnL) ?? round2(equity - balance);
  return { currency: currency || null, balance, equity, floatingPnL };
}
