import type { Deal, Position } from '@prop/contracts/trading';
import type { Money } from '@prop/contracts/money';
import { stepAccount } from './account-step.ts';
import type { MarketTape } from './market-tape.ts';
import type { NewsCalendar } from './news-calendar.ts';
import { type Trader, traderFor } from './trader-behaviour.ts';
import { TradingEngine } from './trading-engine.ts';

export interface EquitySample {
  /** One of the tape's instants. */
  time: Date;
  balance: Money;
  equity: Money;
}

export interface BackHistoryInput {
  seed: number;
  accountIndex: number;
  /** Deposited at the start of the tape: the account's first deal. */
  openingBalance: Money;
  /** The market over the history, ending at now. */
  tape: MarketTape;
  /** The high-impact releases known; news traders open around those within the tape. */
  news?: NewsCalendar;
  sampleEveryMs?: number;
}

/** An account's past up to the tape's end, and the engine and trader to carry it on live. */
export interface AccountHistory {
  /** The engine's own list: it grows as the engine goes on live. */
  deals: readonly Deal[];
  /** Still open at the end. */
  positions: Position[];
  balance: Money;
  equity: Money;
  samples: EquitySample[];
  engine: TradingEngine;
  trader: Trader;
}

const FIVE_MINUTES_MS = 5 * 60_000;

/** Replays the account's trader over the tape: the same seed, index and tape give the same history. */
export function backHistory(input: BackHistoryInput): AccountHistory {
  const { tape } = input;
  const start = tape.times[0];
  const startPrices = tape.prices[0];
  if (!start || !startPrices) throw new Error('the tape is empty');
  const sampleEveryMs = input.sampleEveryMs ?? FIVE_MINUTES_MS;
  const engine = new TradingEngine(input.accountIndex);
  const trader = traderFor(input.seed, input.accountIndex, { news: input.news });
  const sample = (time: Date): EquitySample => ({
    time,
    balance: engine.balance,
    equity: engine.equity(),
  });

  engine.quote(startPrices, start);
  engine.deposit(input.openingBalance, start);
  trader.act(engine, start);
  const samples = [sample(start)];
  const last = tape.times.length - 1;
  let nextSample = start.getTime() + sampleEveryMs;
  for (let index = 1; index <= last; index++) {
    const previous = tape.times[index - 1] as Date;
    const now = tape.times[index] as Date;
    stepAccount(engine, trader, tape.prices[index] ?? startPrices, previous, now);
    if (now.getTime() >= nextSample || index === last) {
      samples.push(sample(now));
      nextSample += sampleEveryMs;
    }
  }
  const valuation = engine.markToMarket();
  return {
    deals: engine.deals,
    positions: valuation.positions,
    balance: valuation.balance,
    equity: valuation.equity,
    samples,
    engine,
    trader,
  };
}
