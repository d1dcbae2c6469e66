import { describe, expect, it } from 'vitest';
import type { RuleOf } from '@prop/contracts/rule-pack';
import { type FiguresUpdate, judgeDailyLoss, NO_DAY_YET, stepDailyLoss } from '../../src/domain/rules/daily-loss.ts';

type DailyLossRule = RuleOf<'daily_loss'>;
const DEPOSIT = 10_000_000; // 100,000.00
const rule = (basis: DailyLossRule['basis']): DailyLossRule => ({
  rule: 'daily_loss',
  severity: 'hard',
  basis,
  percent: 5,
  resetTime: '00:00',
  timeZone: 'Europe/Amsterdam',
});
const update = (at: string, balance: number, equity: number): FiguresUpdate => ({
  atMs: Date.parse(at),
  balanceCents: balance * 100,
  equityCents: equity * 100,
});

/** Steps every update, then judges the last one's equity. */
function judgeAfter(daily: DailyLossRule, updates: FiguresUpdate[]) {
  const state = updates.reduce((current, next) => stepDailyLoss(daily, current, next), NO_DAY_YET);
  const last = updates.at(-1);
  if (!state.dayStart || !last) throw new Error('no day started');
  return judgeDailyLoss(daily, { depositCents: DEPOSIT, equityCents: last.equityCents, dayStart: state.dayStart });
}

/**
 * Amsterdam moves to summer time on 2026-03-29: that day starts at 23:00 UTC the evening before and
 * the next one at 22:00 UTC. On 03-29 the trader closed 1,000 of profit and holds 2,000 of open loss
 * at midnight (balance 101,000, equity 99,000).
 */
const SUNDAY = [update('2026-03-29T10:00:00Z', 100_000, 100_000), update('2026-03-29T21:59:00Z', 101_000, 99_000)];
const mondayAt = (equity: number) => [...SUNDAY, update('2026-03-30T06:00:00Z', 101_000, equity)];

describe('daily loss across the reset on the day summer time starts (Europe/Amsterdam)', () => {
  it('given a midnight reset, when the clocks went forward, then 22:00 UTC starts the next day (23:00 UTC a day before)', () => {
    const daily = rule('balance');
    const dayOf = (updates: FiguresUpdate[]) =>
      updates.reduce((state, next) => stepDailyLoss(daily, state, next), NO_DAY_YET).dayStart;
    // 23:30 in winter time is still Saturday; 00:00:30 in summer time is already Monday.
    expect(dayOf([update('2026-03-28T22:30:00Z', 100_000, 100_000)])?.day.day).toBe('2026-03-28');
    expect(dayOf([...SUNDAY, update('2026-03-29T22:00:30Z', 101_000, 99_000)])).toMatchObject({
      day: { day: '2026-03-30', startMs: Date.parse('2026-03-29T22:00:00Z') },
      balanceCents: 10_100_000,
      equityCents: 9_900_000,
    });
  });

  it('given the balance basis, when Monday equity is 96,500, then 4.5% used (90% warning) and the reset is shown', () => {
    expect(judgeAfter(rule('balance'), mondayAt(96_500))).toEqual({
      rule: 'daily_loss',
      status: 'warning',
      warningLevel: 90,
      current: 4.5,
      limit: 5,
      unit: 'percent',
      resetsAt: '2026-03-30T22:00:00.000Z',
    });
  });

  it('given the balance basis, when Monday equity is 96,000, then a breach at 101,000 − 5,000', () => {
    expect(judgeAfter(rule('balance'), mondayAt(96_000))).toMatchObject({
      status: 'breached',
      current: 5,
      crossed: { value: 9_600_000, line: 9_600_000, unit: 'cents' },
    });
  });

  it('given the equity basis, when Monday equity is 96,000, then 3% used from the 99,000 at midnight: ok', () => {
    expect(judgeAfter(rule('equity'), mondayAt(96_000))).toMatchObject({ status: 'ok', current: 3 });
    expect(judgeAfter(rule('equity'), mondayAt(94_000))).toMatchObject({
      status: 'breached',
      crossed: { line: 9_400_000 },
    });
  });

  it('given the higher basis, when the balance was higher at midnight, then it is measured from the balance', () => {
    expect(judgeAfter(rule('higher'), mondayAt(96_500))).toMatchObject({ status: 'warning', current: 4.5 });
    expect(judgeAfter(rule('higher'), mondayAt(96_000))).toMatchObject({
      status: 'breached',
      crossed: { line: 9_600_000 },
    });
  });

  it('given the higher basis, when equity was higher at midnight (open profit), then it is measured from the equity', () => {
    const updates = [update('2026-03-29T21:59:00Z', 100_000, 102_000), update('2026-03-30T06:00:00Z', 100_000, 97_001)];
    expect(judgeAfter(rule('higher'), updates)).toMatchObject({ status: 'warning', current: 4.99 });
    expect(judgeAfter(rule('balance'), updates)).toMatchObject({ status: 'ok', current: 2.99 });
    const atLine = [...updates.slice(0, 1), update('2026-03-30T06:00:00Z', 100_000, 97_000)];
    expect(judgeAfter(rule('higher'), atLine)).toMatchObject({ status: 'breached', crossed: { line: 9_700_000 } });
  });

  it('given Sunday lost 2,000 of open equity, when it ends, then Monday starts afresh from the midnight figures', () => {
    expect(judgeAfter(rule('equity'), mondayAt(99_000))).toMatchObject({ status: 'ok', current: 0 });
  });

  it('given a day already started, when an update from the day before arrives late, then the day start does not move back', () => {
    const daily = rule('equity');
    const state = mondayAt(97_000).reduce((s, next) => stepDailyLoss(daily, s, next), NO_DAY_YET);
    expect(stepDailyLoss(daily, state, update('2026-03-29T21:00:00Z', 90_000, 90_000))).toBe(state);
  });
});
