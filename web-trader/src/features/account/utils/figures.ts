import type { TradingAccount } from '@prop/contracts/account';
import { DEFAULT_MT5_BALANCE_TEXT } from '@prop/contracts/constants';

/** Money with its currency symbol: USD as $, EUR as € (en-US grouping, two decimals). */
export function formatMoney(value: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).format(
      value,
    );
  } catch {
    return `${currency} ${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  }
}

/** Non-MT5 values (the initial deposit, figures before MT5 data arrives) are shown in euro. */
export const formatEuro = (value: number) => formatMoney(value, 'EUR');

/** A signed amount: '+$12.50', '-€3.00'. */
export function formatSigned(value: number, currency: string): string {
  const text = formatMoney(Math.abs(value), currency);
  if (value > 0) return `+${text}`;
  if (value < 0) return `-${text}`;
  return text;
}

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
