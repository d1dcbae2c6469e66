import { describe, expect, it } from 'vitest';
import type { Rule } from '@prop/contracts/rule-pack';
import { brokenByTime } from '../src/domain/time-rules.ts';
import { bookWith } from './book-harness.ts';

const RULES: Rule[] = [
  { rule: 'inactivity', severity: 'hard', days: 5 },
  { rule: 'max_phase_days', severity: 'soft', days: 30 },
];
const ZONE = 'Europe/Amsterdam';
const STARTED = '2026-03-01T09:00:00.000Z';

describe('rules broken by time passing', () => {
  it('given no deal for 4 days and 23 hours on day 5 of the phase, then nothing', () => {
    expect(
      brokenByTime(RULES, 1, { at: '2026-03-06T08:00:00Z', startedAt: STARTED, lastDealAt: null, timeZone: ZONE }),
    ).toEqual([]);
  });

  it('given no deal for 5 days since the start, then inactivity for the stretch that began at the start', () => {
    const [found] = brokenByTime(RULES, 1, {
      at: '2026-03-06T09:00:00Z',
      startedAt: STARTED,
      lastDealAt: null,
      timeZone: ZONE,
    });
    expect(found?.period).toBe(STARTED);
    expect(found?.broken.verdict).toMatchObject({ rule: 'inactivity', status: 'breached', current: 5, limit: 5 });
  });

  it('given a deal on the 10th, then the idle stretch is named by that deal and starts over', () => {
    const facts = { startedAt: STARTED, lastDealAt: '2026-03-10T12:00:00.000Z', timeZone: ZONE };
    expect(brokenByTime(RULES, 1, { ...facts, at: '2026-03-15T11:59:00Z' })).toEqual([]);
    const [found] = brokenByTime(RULES, 1, { ...facts, at: '2026-03-15T12:00:00Z' });
    expect(found?.period).toBe('2026-03-10T12:00:00.000Z');
  });

  it('given the 31st day of a 30-day phase with a deal that morning, then the phase length alone, named by the phase start', () => {
    const found = brokenByTime(RULES, 1, {
      at: '2026-03-31T10:00:00Z',
      startedAt: STARTED,
      lastDealAt: '2026-03-31T08:00:00Z',
      timeZone: ZONE,
    });
    expect(found.map(({ broken, period }) => [broken.verdict.rule, broken.verdict.status, period])).toEqual([
      ['max_phase_days', 'violated', STARTED],
    ]);
  });
});

describe("an account's latest deal, as the book keeps it for the time rules", () => {
  it('given deals out of order, then the latest stays, as an ISO instant', () => {
    const { account } = bookWith({ maxDrawdownBps: 500, dailyLossBps: null, dailyLossBasis: 'balance' });
    expect(account.lastDealAt).toBeNull();
    account.dealtAt(Date.parse('2026-03-02T10:00:00Z'));
    account.dealtAt(Date.parse('2026-03-02T09:00:00Z'));
    expect(account.lastDealAt).toBe('2026-03-02T10:00:00.000Z');
    account.dealtAt(Date.parse('2026-03-03T08:30:00Z'));
    expect(account.lastDealAt).toBe('2026-03-03T08:30:00.000Z');
  });
});
