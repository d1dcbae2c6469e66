import type { TradingAccount } from '@prop/contracts/account';
import { DEFAULT_MT5_BALANCE_TEXT } from '@prop/contracts/constants';
import { formatEuro, formatMoney, formatSigned } from '../../../shared/format-money.ts';
import { finite, mt5Figures, round2 } from '../../../shared/mt5-figures.ts';

export type AccountFigures = {
  balanceText: string;
  equityText: string;
  floatingPnL: number;
  floatingPnLText: string;
  initialDepositText: string;
  /** The equity the drawdown is measured on: MT5's when known, else the account's. */
  equity: number;
  initialDeposit: number;
};

/** The currency MT5 values are shown in: MT5's own, dollars when it reported none, euro without MT5. */
export function displayCurrency(account: TradingAccount): string {
  const mt5 = mt5Figures(account);
  return mt5 ? (mt5.currency ?? 'USD') : 'EUR';
}

/**
 * Spec rules: MT5 values with their currency symbol; MT5 without a currency shows the default
 * '$10,000.00' balance and dollars elsewhere; non-MT5 values in euro.
 */
export function accountFigures(account: TradingAccount): AccountFigures {
  const initialDeposit = finite(Number(account.fundingBalance)) ?? 0;
  const mt5 = mt5Figures(account);
  if (mt5) {
    const shown = mt5.currency ?? 'USD';
    return {
      balanceText: mt5.currency ? formatMoney(mt5.balance, shown) : DEFAULT_MT5_BALANCE_TEXT,
      equityText: formatMoney(mt5.equity, shown),
      floatingPnL: mt5.floatingPnL,
      floatingPnLText: formatSigned(mt5.floatingPnL, shown),
      initialDepositText: formatEuro(initialDeposit),
      equity: mt5.equity,
      initialDeposit,
    };
  }
  const balance = finite(account.balance) ?? initialDeposit;
  const equity = finite(account.equity) ?? balance;
  const floating = round2(equity - balance);
  return {
    balanceText: formatEuro(balance),
    equityText: formatEuro(equity),
    floatingPnL: floating,
    floatingPnLText: formatSigned(floating, 'EUR'),
    initialDepositText: formatEuro(initialDeposit),
    equity,
    initialDeposit,
  };
}
