import type { TradingAccount } from '@prop/contracts/account';
import { DEFAULT_MT5_BALANCE_TEXT } from '@prop/contracts/constants';
import { formatEuro, formatMoney, formatSigned } from '../../../shared/format-money.ts';

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

/**
 * Spec rules: MT5 values with their currency symbol; MT5 without a currency shows the default
 * '$10,000.00' balance and dollars elsewhere; non-MT5 values in euro.
 */
export function accountFigures(account: TradingAccount): AccountFigures {
  const initialDeposit = Number(account.fundingBalance);
  const mt5 = account.mt5Data;
  if (mt5) {
    const currency = mt5.accountInfo.currency.trim().toUpperCase();
    const shown = currency || 'USD';
    return {
      balanceText: currency ? formatMoney(mt5.accountInfo.balance, shown) : DEFAULT_MT5_BALANCE_TEXT,
      equityText: formatMoney(mt5.accountInfo.equity, shown),
      floatingPnL: mt5.floatingPnL,
      floatingPnLText: formatSigned(mt5.floatingPnL, shown),
      initialDepositText: formatEuro(initialDeposit),
      equity: mt5.accountInfo.equity,
      initialDeposit,
    };
  }
  const floating = account.equity - account.balance;
  return {
    balanceText: formatEuro(account.balance),
    equityText: formatEuro(account.equity),
    floatingPnL: floating,
    floatingPnLText: formatSigned(floating, 'EUR'),
    initialDepositText: formatEuro(initialDeposit),
    equity: account.equity,
    initialDeposit,
  };
}
