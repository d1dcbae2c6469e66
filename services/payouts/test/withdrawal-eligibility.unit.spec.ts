import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AccountSnapshotReply } from '@prop/contracts/account-snapshot';
import type { PayoutCondition } from '@prop/contracts/payout-conditions';
import {
  type EligibilityFacts,
  packConditionsOf,
  packRefusal,
  withdrawalEligibility,
} from '../src/domain/withdrawal-eligibility.ts';
import { readSnapshot } from '../src/domain/withdrawal-rules.ts';

const receivedAt = new Date('2026-06-13T10:00:05Z');

function reading(overrides: Partial<Extract<AccountSnapshotReply, { found: true }>> = {}) {
  const snapshot: AccountSnapshotReply = {
    found: true,
    accountId: randomUUID(),
    status: 'active',
    mt5AccountId: 'meta-1',
    fundingBalance: '10000',
    equity: '10025.40',
    balance: '10000.00',
    currency: 'EUR',
    at: '2026-06-13T10:00:04Z',
    frozen: false,
    ...overrides,
  };
  return readSnapshot(snapshot, receivedAt, 120_000, 60);
}

function eligibility(overrides: Partial<EligibilityFacts> = {}) {
  return withdrawalEligibility({
    withdrawalDay: true,
    pending: false,
    frozen: false,
    reading: reading(),
    pack: [],
    sharePercent: 60,
    ...overrides,
  });
}

const tradingDays = (current: number, limit = 4): PayoutCondition => ({
  rule: 'min_trading_days',
  met: current >= limit,
  current,
  limit,
});
const consistency = (current: number, limit = 50): PayoutCondition => ({
  rule: 'consistency',
  met: current <= limit,
  current,
  limit,
});
const openViolations = (current: number): PayoutCondition => ({
  rule: 'open_violations',
  met: current === 0,
  current,
  limit: 0,
});

describe('the conditions of a withdrawal, as listed and as judged', () => {
  it('given profit, nothing pending, the withdrawal day and an Instant Funding account, when listed, then the three are met and it is eligible', () => {
    expect(eligibility()).toEqual({
      eligible: true,
      conditions: [
        { condition: 'profit', met: true, text: 'Profit of at least €10.00 (now €25.40)' },
        { condition: 'no_pending', met: true, text: 'No withdrawal request under review' },
        { condition: 'withdrawal_day', met: true, text: 'Today is the withdrawal day (Saturday)' },
      ],
      profitSharePercent: 60,
    });
  });

  it("given a program's 80% share, when listed, then the list names it for the card to show and send", () => {
    expect(eligibility({ sharePercent: 80 }).profitSharePercent).toBe(80);
  });

  it('given a profit of 9.99 in dollars, when listed, then profit is not met and says so in the account currency', () => {
    const listed = eligibility({ reading: reading({ equity: '10009.99', currency: 'USD' }) });
    expect(listed.eligible).toBe(false);
    expect(listed.conditions[0]).toEqual({
      condition: 'profit',
      met: false,
      text: 'Profit of at least $10.00 (now $9.99)',
    });
  });

  it('given no account figures to be had, when listed, then profit is not met and names no figure', () => {
    const listed = eligibility({ reading: reading({ equity: null, balance: null, currency: null, at: null }) });
    expect(listed.conditions[0]).toEqual({ condition: 'profit', met: false, text: 'Profit of at least €10.00' });
  });

  it('given a pending request on a Friday, when listed, then both are not met', () => {
    const listed = eligibility({ pending: true, withdrawalDay: false });
    expect(listed.eligible).toBe(false);
    expect(listed.conditions.filter(({ met }) => !met).map(({ condition }) => condition)).toEqual([
      'no_pending',
      'withdrawal_day',
    ]);
  });

  it('given an account a payment dispute froze, when listed, then a failing no_dispute follows the three, before the pack', () => {
    const listed = eligibility({ frozen: true, pack: [tradingDays(5)] });

    expect(listed.eligible).toBe(false);
    expect(listed.conditions.map(({ condition, met }) => [condition, met])).toEqual([
      ['profit', true],
      ['no_pending', true],
      ['withdrawal_day', true],
      ['no_dispute', false],
      ['trading_days', true],
    ]);
    expect(listed.conditions[3]?.text).toBe('No open payment dispute on your purchase');
  });

  it("given a pack's conditions, when listed, then each follows the spec's three in words, met or not", () => {
    const listed = eligibility({ pack: [tradingDays(2), consistency(62), openViolations(1)] });

    expect(listed.eligible).toBe(false);
    expect(listed.conditions.slice(3)).toEqual([
      { condition: 'trading_days', met: false, text: 'At least 4 trading days (2 so far)' },
      { condition: 'consistency', met: false, text: 'Best day at most 50% of total profit (now 62%)' },
      { condition: 'no_open_violations', met: false, text: 'No open rule violations (1 open)' },
    ]);
  });

  it('given every pack condition met, when listed, then it is eligible and the texts say where the account stands', () => {
    const listed = eligibility({ pack: [tradingDays(5), consistency(40), openViolations(0)] });

    expect(listed.eligible).toBe(true);
    expect(listed.conditions.slice(3).map(({ text }) => text)).toEqual([
      'At least 4 trading days (5 so far)',
      'Best day at most 50% of total profit (now 40%)',
      'No open rule violations',
    ]);
  });

  it('given a minimum of one trading day, when listed, then it reads in the singular', () => {
    expect(eligibility({ pack: [tradingDays(0, 1)] }).conditions[3]?.text).toBe('At least 1 trading day (0 so far)');
  });

  it('given pack conditions, when a request is judged, then the first not met refuses it in the words of the list', () => {
    const reply = { found: true as const, accountId: randomUUID(), conditions: [tradingDays(4), consistency(62)] };
    const listed = eligibility({ pack: reply.conditions });

    expect(packRefusal(reply)).toEqual({ kind: 'rule', message: 'Best day at most 50% of total profit (now 62%)' });
    expect(listed.conditions.find(({ met }) => !met)?.text).toBe(packRefusal(reply)?.message);
  });

  it('given every pack condition met, or risk following no account, when a request is judged, then the pack refuses nothing', () => {
    expect(packRefusal({ found: true, accountId: randomUUID(), conditions: [tradingDays(4)] })).toBeNull();
    expect(packRefusal({ found: false })).toBeNull();
    expect(packConditionsOf({ found: false })).toEqual({ conditions: [] });
  });

  it('given risk could not answer, when a request is judged, then it is unavailable', () => {
    expect(packRefusal({ found: false, error: 'unavailable' })).toEqual({
      kind: 'unavailable',
      message: "Your account's rules could not be checked right now. Please try again in a minute.",
    });
  });
});
