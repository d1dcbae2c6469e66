import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { breaksDailyLoss, dailyLossLine } from '../src/domain/daily-loss-rule.ts';
import type { RuleSet } from '../src/domain/rule-set.ts';
import { bookWith } from './book-harness.ts';
import { rollDays } from '../src/commands/save-day-starts.ts';

/** 3% of the deposit per day, measured from the start-of-day equity; the 5% maximum drawdown as well. */
const DAILY_3_EQUITY: RuleSet = { maxDrawdownBps: 500, dailyLossBps: 300, dailyLossBasis: 'equity' };
const DAILY_3_BALANCE: RuleSet = { ...DAILY_3_EQUITY, dailyLossBasis: 'balance' };
/** The daily limit alone (a maximum drawdown of 100% never triggers on positive equity). */
const DAILY_ONLY: RuleSet = { maxDrawdownBps: 10_000, dailyLossBps: 300, dailyLossBasis: 'equity' };

describe('daily loss limit across the reset (UTC midnight)', () => {
  it('given a 2% loss on day one, when the account loses another 2% after the reset, then no breach', () => {
    const { update, detections } = bookWith(DAILY_3_EQUITY);
    update('2026-03-10T09:00:00Z', 10000);
    update('2026-03-10T23:59:59Z', 9800);
    update('2026-03-11T00:00:01Z', 9700);
    update('2026-03-11T10:00:00Z', 9600);
    expect(detections).toEqual([]);
  });

  it('given the same 4% fall within one day, then a daily-loss breach when it reaches 3%', () => {
    const { update, detections } = bookWith(DAILY_3_EQUITY);
    update('2026-03-10T09:00:00Z', 10000);
    update('2026-03-10T10:00:00Z', 9800);
    update('2026-03-10T11:00:00Z', 9700);
    expect(detections).toHaveLength(1);
    expect(detections[0]?.verdict).toMatchObject({
      rule: 'daily_loss',
      bps: 300,
      lineCents: 970_000,
      dayStartCents: 1_000_000,
      judged: { pack: null, judgement: { packVersion: 0, inputs: { equityCents: 970_000 } } },
    });
  });

  it('given a day starting in profit at 10,500, when equity falls to 10,200, then a daily-loss breach above the deposit', () => {
    const { update, detections } = bookWith(DAILY_3_EQUITY);
    update('2026-03-10T23:00:00Z', 10500);
    update('2026-03-11T08:00:00Z', 10201);
    expect(detections).toEqual([]);
    update('2026-03-11T09:00:00Z', 10200);
    expect(detections.map((d) => d.verdict.rule)).toEqual(['daily_loss']);
    expect(detections[0]?.verdict.dayStartCents).toBe(1_050_000);
  });

  it('given the balance basis, when open positions were losing at the reset, then the day is measured from the balance', () => {
    const { update, detections } = bookWith(DAILY_3_BALANCE);
    update('2026-03-10T23:59:00Z', 9900, 10000);
    update('2026-03-11T00:01:00Z', 9750, 10000);
    expect(detections).toEqual([]);
    update('2026-03-11T00:02:00Z', 9700, 10000);
    expect(detections[0]?.verdict).toMatchObject({ rule: 'daily_loss', dayStartCents: 1_000_000 });
  });

  it('given a quiet account, when the snapshot runs after the reset, then the day starts at its latest figures', async () => {
    const { book, account, update } = bookWith(DAILY_3_EQUITY);
    update('2026-03-10T20:00:00Z', 9900, 10000);
    const unsaved = await rollDays(book, Date.parse('2026-03-11T00:00:30Z'));
    expect(unsaved).toEqual([
      { accountId: account.link.accountId, day: '2026-03-11', balanceCents: 1_000_000, equityCents: 990_000 },
    ]);
    expect(account.dayStart?.day.startMs).toBe(Date.parse('2026-03-11T00:00:00Z'));
  });

  it('given a stored day start, when the snapshot runs again the same day, then nothing is left to store', async () => {
    const { book, account, update } = bookWith(DAILY_3_EQUITY);
    update('2026-03-11T08:00:00Z', 9900);
    const [start] = await rollDays(book, Date.parse('2026-03-11T08:01:00Z'));
    if (!start || !account.dayStart) throw new Error('no day start');
    book.restoreDayStart(start.accountId, account.dayStart.day, start);
    expect(await rollDays(book, Date.parse('2026-03-11T08:02:00Z'))).toEqual([]);
  });

  it('is off by default: the spec rule set never records a daily breach', () => {
    const { update, detections } = bookWith({ maxDrawdownBps: 500, dailyLossBps: null, dailyLossBasis: 'balance' });
    update('2026-03-10T23:00:00Z', 10400);
    update('2026-03-11T01:00:00Z', 9600);
    expect(detections).toEqual([]);
  });

  it('breaks exactly at and below its line', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 2_000_000_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: -5, max: 5 }),
        (deposit, start, bps, offset) => {
          const line = dailyLossLine(deposit, start, bps);
          expect(breaksDailyLoss(deposit, start, line + offset, bps)).toBe(offset <= 0);
        },
      ),
    );
  });

  it('across a reset, breaches exactly when an update falls 3% of the deposit below the start of its own day', () => {
    const minute = 60_000;
    const resetAt = Date.parse('2026-03-11T00:00:00Z');
    // Updates a minute apart around the reset, equity as whole cents between 9,000 and 11,000.
    const day = fc.array(fc.integer({ min: 900_000, max: 1_100_000 }), { minLength: 1, maxLength: 30 });
    fc.assert(
      fc.property(day, day, (before, after) => {
        const { update, detections } = bookWith(DAILY_ONLY);
        const first = resetAt - before.length * minute;
        const updates = [
          ...before.map((cents, i) => ({ at: first + i * minute, cents })),
          ...after.map((cents, i) => ({ at: resetAt + (i + 1) * minute, cents })),
        ];
        // The model: day one starts at the first update; day two at the last figures before the reset.
        const dayOneStart = before[0] ?? 0;
        const dayTwoStart = before.at(-1) ?? 0;
        const expected = updates.find(
          ({ at, cents }) => (at < resetAt ? dayOneStart : dayTwoStart) - cents >= 30_000, // 3% of 10,000.00
        );
        for (const { at, cents } of updates) update(at, cents / 100);
        expect(detections.map((d) => d.atMs)).toEqual(expected ? [expected.at] : []);
      }),
    );
  });
});
