import { randomUUID } from 'node:crypto';
import { moneyTextOfFigure } from '@prop/contracts/money';
import { type DailyReset, TradingDays } from '../src/domain/trading-day.ts';
import type { RuleSet } from '../src/domain/rule-set.ts';
import type { LinkedAccount } from '../src/state/account-risk.ts';
import { type Detection, RiskBook } from '../src/state/risk-book.ts';

/** A risk book in memory, as the service runs it, collecting what it would record. */
export function bookWith(
  rules: RuleSet,
  depositCents = 1_000_000,
  reset: DailyReset = { minutes: 0, timeZone: 'UTC' },
) {
  const detections: Detection[] = [];
  const book = new RiskBook({ days: new TradingDays(reset), windowSeconds: 300, onBreach: (d) => detections.push(d) });
  const link: LinkedAccount = {
    accountId: randomUUID(),
    userId: randomUUID(),
    mt5AccountId: `sim-${randomUUID().slice(0, 8)}`,
    depositCents,
    rules,
    linkedAt: new Date(0).toISOString(),
    locked: null,
    awaitsPack: false,
    leverage: null,
  };
  const account = book.link(link);
  /** An MT5 update of the account at an instant; balance defaults to equity (nothing open). */
  const update = (at: string | number, equity: number, balance = equity) =>
    book.apply({
      userId: link.userId,
      accountId: link.accountId,
      mt5AccountId: link.mt5AccountId,
      balance: moneyTextOfFigure(balance),
      equity: moneyTextOfFigure(equity),
      floatingPnL: moneyTextOfFigure(equity - balance),
      currency: 'USD',
      at: new Date(at).toISOString(),
    });
  return { book, link, account, detections, update };
}
