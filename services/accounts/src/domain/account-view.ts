import type { TradingAccount } from '@prop/contracts/account';
import { drawdownPercent } from '@prop/contracts/breach';
import { DRAWDOWN } from '@prop/contracts/constants';
import type { Mt5Snapshot } from '../mt5/provider.ts';
import type { AccountFacts } from './account-link.ts';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Profit so far: equity minus the funding balance (the initial deposit). */
export function totalPnl(fundingBalance: number, equity: number): number {
  return round2(equity - fundingBalance);
}

/** Drawdown in percent of the funding balance while equity is below it, else 0. */
export function currentDrawdown(fundingBalance: number, equity: number): number {
  return round2(drawdownPercent(fundingBalance, equity));
}

/**
 * The spec's trading account from a link and the latest MT5 snapshot. Without MT5 figures yet,
 * balance and equity show the funding balance and mt5Data is null.
 */
export function toTradingAccount(link: AccountFacts, snapshot: Mt5Snapshot | undefined): TradingAccount {
  const funding = Number(link.fundingBalance);
  const info = snapshot?.info;
  const balance = info?.balance ?? funding;
  const equity = info?.equity ?? funding;
  return {
    id: link.accountId,
    status: link.status,
    balance,
    equity,
    totalPnl: totalPnl(funding, equity),
    currentDrawdown: currentDrawdown(funding, equity),
    maxDrawdown: DRAWDOWN.maxPercent,
    fundingBalance: link.fundingBalance,
    accountType: link.accountType,
    mt5AccountId: link.mt5AccountId,
    mt5Data:
      snapshot && info
        ? {
            name: snapshot.name,
            login: snapshot.login,
            server: snapshot.server,
            accountInfo: { balance: info.balance, equity: info.equity, currency: info.currency },
            floatingPnL: round2(info.equity - info.balance),
          }
        : null,
  };
}
