import { type AccountFreeze, type TradingAccount, type TradingAccountStatus, tradingAccountSchema } from './account.ts';
import { drawdownPercent } from './drawdown.ts';
import { DRAWDOWN } from './constants.ts';

/** What a trading account shows besides its MT5 figures; the freeze fields are absent for an account not frozen. */
export interface TradingAccountFacts extends Partial<AccountFreeze> {
  accountId: string;
  mt5AccountId: string;
  /** Decimal text, e.g. '25000'. */
  fundingBalance: string;
  status: TradingAccountStatus;
  accountType: string;
}

/** The latest reading of an MT5 account: who it is and, once read, its figures. */
export interface Mt5Reading {
  name: string;
  login: string;
  server: string;
  info: { balance: number; equity: number; currency: string } | null;
}

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
 * The spec's trading account from its facts and the latest MT5 reading. Without MT5 figures yet,
 * balance and equity show the funding balance and mt5Data is null. The accounts service answers
 * with it, and so does the gateway from the snapshots it keeps: one view, never two.
 */
export function toTradingAccount(facts: TradingAccountFacts, reading: Mt5Reading | undefined): TradingAccount {
  const funding = Number(facts.fundingBalance);
  const info = reading?.info;
  const balance = info?.balance ?? funding;
  const equity = info?.equity ?? funding;
  return {
    id: facts.accountId,
    status: facts.status,
    frozen: facts.frozen ?? false,
    frozenReason: facts.frozenReason ?? null,
    frozenSince: facts.frozenSince ?? null,
    balance,
    equity,
    totalPnl: totalPnl(funding, equity),
    currentDrawdown: currentDrawdown(funding, equity),
    maxDrawdown: DRAWDOWN.maxPercent,
    fundingBalance: facts.fundingBalance,
    accountType: facts.accountType,
    mt5AccountId: facts.mt5AccountId,
    mt5Data:
      reading && info
        ? {
            name: reading.name,
            login: reading.login,
            server: reading.server,
            accountInfo: { balance: info.balance, equity: info.equity, currency: info.currency },
            floatingPnL: round2(info.equity - info.balance),
          }
        : null,
  };
}

/**
 * The JSON body of a trading account exactly as a service's route writes it (its zod serializer
 * encodes with the response schema, then JSON.stringify), so an answer built elsewhere is the
 * same bytes.
 */
export function serializeTradingAccount(account: TradingAccount): string {
  return JSON.stringify(tradingAccountSchema.encode(account));
}
