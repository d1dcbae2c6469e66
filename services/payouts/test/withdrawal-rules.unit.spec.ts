import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AccountSnapshotReply } from '@prop/contracts/account-snapshot';
import { moneyText } from '@prop/contracts/money';
import { frozenRefusal, judgeSnapshot, type SnapshotJudgement } from '../src/domain/withdrawal-rules.ts';

const receivedAt = new Date('2026-06-13T10:00:05Z');
const accountId = randomUUID();

function snapshot(overrides: Partial<Extract<AccountSnapshotReply, { found: true }>> = {}): AccountSnapshotReply {
  return {
    found: true,
    accountId,
    status: 'active',
    mt5AccountId: 'meta-1',
    fundingBalance: '10000',
    equity: '10523.17',
    balance: '10400.00',
    currency: 'USD',
    at: '2026-06-13T10:00:04Z',
    frozen: false,
    ...overrides,
  };
}

function judge(overrides: Partial<SnapshotJudgement> = {}) {
  return judgeSnapshot({
    snapshot: snapshot(),
    submitted: { amount: 523.17, profitAmount: 313.902, currency: 'USD' },
    receivedAt,
    maxAgeMs: 120_000,
    sharePercent: 60,
    ...overrides,
  });
}

describe('an account a payment dispute froze', () => {
  it('given a frozen account, active or breached, then it is refused as frozen; an account not frozen is not', () => {
    const frozen = { kind: 'rule', message: 'Withdrawals are paused while a payment dispute on your purchase is open' };
    expect(frozenRefusal(snapshot({ frozen: true }))).toEqual(frozen);
    expect(frozenRefusal(snapshot({ frozen: true, status: 'breached' }))).toEqual(frozen);
    expect(frozenRefusal(snapshot())).toBeNull();
    expect(frozenRefusal({ found: false })).toBeNull();
  });
});

describe('judging a withdrawal from the account snapshot', () => {
  it('given a profit of 523.17 the client also saw, when judged, then the server computes amount 523.17 and share 313.90', () => {
    // when
    const judged = judge();

    // then
    expect('amounts' in judged).toBe(true);
    if (!('amounts' in judged)) return;
    expect(moneyText(judged.amounts.amount)).toBe('523.17');
    expect(moneyText(judged.amounts.share)).toBe('313.90');
    expect(judged.amounts).toMatchObject({ accountId, mt5AccountId: 'meta-1', currency: 'USD' });
  });

  it('given a profit of exactly 10.00, when judged, then it is accepted with a share of 6.00', () => {
    const judged = judge({
      snapshot: snapshot({ equity: '10010' }),
      submitted: { amount: 10, profitAmount: 6, currency: 'USD' },
    });
    expect('amounts' in judged && moneyText(judged.amounts.share)).toBe('6.00');
  });

  it('given a profit of 9.99, when judged, then it is refused as below the minimum', () => {
    const judged = judge({
      snapshot: snapshot({ equity: '10009.99' }),
      submitted: { amount: 9.99, profitAmount: 5.99, currency: 'USD' },
    });
    expect(judged).toEqual({
      refusal: { kind: 'rule', message: 'Your profit is 9.99 USD; a withdrawal needs a profit of at least 10.00 USD' },
    });
  });

  it('given a loss, when judged, then it is refused as below the minimum whatever the client claims', () => {
    const judged = judge({ snapshot: snapshot({ equity: '9500' }) });
    expect(judged).toMatchObject({ refusal: { kind: 'rule', message: expect.stringContaining('-500.00 USD') } });
  });

  it.each([
    ['a profitAmount more than a cent too high', { amount: 523.17, profitAmount: 313.92 }],
    ['a profitAmount of 100% of the profit', { amount: 523.17, profitAmount: 523.17 }],
    ['an amount more than a cent off', { amount: 523.19, profitAmount: 313.9 }],
  ])('given %s, when judged, then it is refused with the server figures to quote', (_case, amounts) => {
    const judged = judge({ submitted: { ...amounts, currency: 'USD' } });
    expect(judged).toEqual({
      refusal: {
        kind: 'conflict',
        message:
          'Your profit is now 523.17 USD (your 60% share: 313.90 USD). Please review the amounts and submit again.',
        quote: {
          accountId,
          mt5AccountId: 'meta-1',
          amount: 52317n,
          share: 31390n,
          currency: 'USD',
          equity: 1052317n,
          fundingBalance: 1000000n,
          snapshotAt: new Date('2026-06-13T10:00:04Z'),
        },
      },
    });
  });

  it("given a program's 80% share, when judged, then the share is 80% of the profit and a refusal names it", () => {
    const paid = judge({ sharePercent: 80, submitted: { amount: 523.17, profitAmount: 418.53, currency: 'USD' } });
    expect('amounts' in paid && moneyText(paid.amounts.share)).toBe('418.53');

    const refused = judge({ sharePercent: 80 });
    expect(refused).toMatchObject({
      refusal: {
        kind: 'conflict',
        message:
          'Your profit is now 523.17 USD (your 80% share: 418.53 USD). Please review the amounts and submit again.',
        quote: { amount: 52317n, share: 41853n },
      },
    });
  });

  it('given client amounts a cent off by rounding, when judged, then they are accepted', () => {
    expect('amounts' in judge({ submitted: { amount: 523.18, profitAmount: 313.91, currency: 'USD' } })).toBe(true);
  });

  it('given a breached account, when judged, then it is refused', () => {
    expect(judge({ snapshot: snapshot({ status: 'breached' }) })).toEqual({
      refusal: { kind: 'rule', message: 'Withdrawals are not possible from a breached account' },
    });
  });

  it('given no linked account, when judged, then it is refused as unlinked', () => {
    expect(judge({ snapshot: { found: false } })).toEqual({
      refusal: { kind: 'rule', message: 'No trading account linked yet' },
    });
  });

  it('given accounts could not answer, when judged, then it is unavailable', () => {
    expect(judge({ snapshot: { found: false, error: 'unavailable' } })).toMatchObject({
      refusal: { kind: 'unavailable' },
    });
  });

  it.each([
    ['no MT5 figures yet', snapshot({ equity: null, balance: null, currency: null, at: null })],
    ['figures 121 seconds old', snapshot({ at: '2026-06-13T09:58:04Z' })],
  ])('given %s, when judged, then it is unavailable rather than paid on', (_case, stale) => {
    expect(judge({ snapshot: stale })).toEqual({
      refusal: {
        kind: 'unavailable',
        message: 'Your account figures are not available right now. Please try again in a minute.',
      },
    });
  });

  it('given a client that assumed EUR on a USD account, when judged, then it is refused', () => {
    expect(judge({ submitted: { amount: 523.17, profitAmount: 313.9, currency: 'EUR' } })).toEqual({
      refusal: { kind: 'rule', message: 'This account is held in USD; withdrawals are paid in USD' },
    });
  });
});
