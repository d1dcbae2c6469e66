import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AccountSnapshotReply } from '@prop/contracts/account-snapshot';
import { moneyText } from '@prop/contracts/money';
import { judgeSnapshot, type WithdrawalAmounts } from '../src/domain/withdrawal-rules.ts';

const accountId = randomUUID();

/** Quoted at 10:00:04 for a profit of 523.17: the trader's dialog showed older figures. */
const quote: WithdrawalAmounts = {
  accountId,
  mt5AccountId: 'meta-1',
  amount: 52317n,
  share: 31390n,
  currency: 'USD',
  equity: 1052317n,
  fundingBalance: 1000000n,
  snapshotAt: new Date('2026-06-13T10:00:04Z'),
};

/** The account at 10:00:30, its equity moved on to 10530.00. */
function snapshotNow(overrides: Partial<Extract<AccountSnapshotReply, { found: true }>> = {}): AccountSnapshotReply {
  return {
    found: true,
    accountId,
    status: 'active',
    mt5AccountId: 'meta-1',
    fundingBalance: '10000',
    equity: '10530.00',
    balance: '10400.00',
    currency: 'USD',
    at: '2026-06-13T10:00:29Z',
    frozen: false,
    ...overrides,
  };
}

const confirmed = { amount: 523.17, profitAmount: 313.9, currency: 'USD' };

function judge(options: {
  snapshot?: AccountSnapshotReply;
  submitted?: typeof confirmed;
  quote?: WithdrawalAmounts | null;
  receivedAt?: string;
}) {
  return judgeSnapshot({
    snapshot: options.snapshot ?? snapshotNow(),
    submitted: options.submitted ?? confirmed,
    receivedAt: new Date(options.receivedAt ?? '2026-06-13T10:00:30Z'),
    maxAgeMs: 120_000,
    sharePercent: 60,
    quote: options.quote === undefined ? quote : options.quote,
  });
}

const paid = (judged: ReturnType<typeof judge>) =>
  'amounts' in judged ? { amount: moneyText(judged.amounts.amount), share: moneyText(judged.amounts.share) } : judged;

describe('confirming the figures the server quoted while equity moves on', () => {
  it('given a quote of 523.17 and equity moved on since, when the trader asks for exactly it, then the quote is what is requested', () => {
    const judged = judge({});
    expect(paid(judged)).toEqual({ amount: '523.17', share: '313.90' });
    expect('amounts' in judged && judged.amounts).toEqual(quote);
  });

  it('given the figures of now, when the trader asks for them, then they are taken whatever was quoted before', () => {
    expect(paid(judge({ submitted: { amount: 530, profitAmount: 318, currency: 'USD' } }))).toEqual({
      amount: '530.00',
      share: '318.00',
    });
  });

  it('given no quote, when the trader asks for figures of the past, then they are refused with those of now to quote', () => {
    expect(judge({ quote: null })).toMatchObject({
      refusal: {
        kind: 'conflict',
        message: expect.stringContaining('Your profit is now 530.00 USD (your 60% share: 318.00 USD)'),
        quote: { amount: 53000n, share: 31800n, equity: 1053000n },
      },
    });
  });

  it.each([
    ['figures never quoted', { submitted: { amount: 600, profitAmount: 360, currency: 'USD' } }],
    [
      'a quote 121 seconds old',
      { receivedAt: '2026-06-13T10:02:05Z', snapshot: snapshotNow({ at: '2026-06-13T10:02:04Z' }) },
    ],
    ['a quote of the MT5 account linked before', { quote: { ...quote, mt5AccountId: 'meta-0' } }],
    ['a quote of another funding balance', { quote: { ...quote, fundingBalance: 2500000n } }],
    ['a quote of another trading account', { quote: { ...quote, accountId: randomUUID() } }],
  ])('given %s, when the trader asks for it, then it is refused with the figures of now', (_case, options) => {
    expect(judge(options)).toMatchObject({ refusal: { kind: 'conflict', quote: { accountId } } });
  });

  it('given a quote, when the account has been breached since, then the breach refuses it', () => {
    expect(judge({ snapshot: snapshotNow({ status: 'breached' }) })).toEqual({
      refusal: { kind: 'rule', message: 'Withdrawals are not possible from a breached account' },
    });
  });

  it('given a quote, when the profit has fallen below the minimum since, then it is refused', () => {
    expect(judge({ snapshot: snapshotNow({ equity: '10005.00' }) })).toEqual({
      refusal: { kind: 'rule', message: 'Your profit is 5.00 USD; a withdrawal needs a profit of at least 10.00 USD' },
    });
  });
});
