import { describe, expect, it } from 'vitest';
import { type LiveState, liveJudgement } from '../src/domain/live-judgements.ts';
import { judge } from '../src/domain/rules/catalogue.ts';

const STATE: LiveState = {
  packVersion: 1,
  depositCents: 1_000_000,
  balanceCents: 1_020_000,
  equityCents: 1_030_000,
  highCents: 1_000_000,
  dayStart: {
    day: {
      day: '2026-03-11',
      startMs: Date.parse('2026-03-10T23:00:00Z'),
      nextResetMs: Date.parse('2026-03-11T23:00:00Z'),
    },
    balanceCents: 1_000_000,
    equityCents: 1_000_000,
  },
  timeZone: 'Europe/Amsterdam',
  startedAt: '2026-03-01T08:00:00Z',
  at: '2026-03-11T12:00:00Z',
  leverage: 100,
  days: [
    {
      day: '2026-03-09',
      entryDeals: 2,
      closedProfit: '300.00',
      largestEntryLots: 0.5,
      lastDealAt: '2026-03-09T15:00:00Z',
    },
    {
      day: '2026-03-10',
      entryDeals: 0,
      closedProfit: '-100.00',
      largestEntryLots: 0,
      lastDealAt: '2026-03-10T09:00:00Z',
    },
    { day: '2026-03-11', entryDeals: 1, closedProfit: '0.00', largestEntryLots: 2, lastDealAt: '2026-03-11T07:00:00Z' },
  ],
};

const verdictOf = (rule: Parameters<typeof liveJudgement>[0]) => judge(liveJudgement(rule, STATE)).verdict;

describe('rules judged on an account’s live state for its objectives', () => {
  it('given entries on two of three days, then 2 trading days of 3, one to go', () => {
    expect(verdictOf({ rule: 'min_trading_days', severity: 'hard', days: 3 })).toMatchObject({
      status: 'ok',
      current: 2,
      toGo: { unit: 'days', days: 1 },
    });
  });

  it('given days of +300 and -100, then the best day is 150% of the total: consistency at 50% is broken', () => {
    expect(verdictOf({ rule: 'consistency', severity: 'soft', maxBestDayPercent: 50 })).toMatchObject({
      status: 'violated',
      current: 150,
    });
  });

  it('given the largest entry of 2 lots, then the volume limit of 1.5 shows it', () => {
    expect(verdictOf({ rule: 'max_trade_volume', severity: 'soft', lots: 1.5 })).toMatchObject({
      status: 'violated',
      current: 2,
    });
  });

  it('given the latest deal this morning, then inactivity counts 0 days', () => {
    expect(verdictOf({ rule: 'inactivity', severity: 'hard', days: 30 })).toMatchObject({ status: 'ok', current: 0 });
  });

  it('given the profit held is the lower of balance and equity, then the target shows 2% with 800.00 to go', () => {
    expect(verdictOf({ rule: 'profit_target', severity: 'hard', percent: 10 })).toMatchObject({
      current: 2,
      toGo: { unit: 'money', amount: '800.00' },
    });
  });

  it('given the day’s start, then the daily loss says when it resets', () => {
    const rule = {
      rule: 'daily_loss',
      severity: 'hard',
      basis: 'balance',
      percent: 5,
      resetTime: '00:00',
      timeZone: 'Europe/Amsterdam',
    } as const;
    expect(verdictOf(rule)).toMatchObject({ status: 'ok', current: 0, resetsAt: '2026-03-11T23:00:00.000Z' });
  });

  it('given the account linked at 1:100, then the maximum leverage 1:30 is judged on it, and on the pack’s own when not known', () => {
    const rule = { rule: 'max_leverage', severity: 'hard', leverage: 30 } as const;
    expect(judge(liveJudgement(rule, STATE)).verdict).toMatchObject({ status: 'breached', current: 100, limit: 30 });
    expect(judge(liveJudgement(rule, { ...STATE, leverage: null })).verdict).toMatchObject({
      status: 'ok',
      current: 30,
    });
  });
});
