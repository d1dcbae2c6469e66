import { describe, expect, it } from 'vitest';
import { disputeStatusAfter, freezeUnder, holdAction } from '../src/domain/purchase-hold.ts';

describe('a dispute’s status, whatever order billing’s news of it comes in', () => {
  it.each([
    [undefined, 'opened', 'open'],
    [undefined, 'won', 'won'],
    [undefined, 'lost', 'lost'],
    ['open', 'opened', 'open'],
    ['open', 'won', 'won'],
    ['open', 'lost', 'lost'],
    // decided stays decided: an opening seen late, or an outcome seen again, changes nothing
    ['won', 'opened', 'won'],
    ['lost', 'opened', 'lost'],
    ['won', 'won', 'won'],
    ['lost', 'won', 'lost'],
  ] as const)('given %s, when told %s, then it is %s', (current, news, status) => {
    expect(disputeStatusAfter(current, news)).toBe(status);
  });
});

describe('what a purchase’s hold does to its open account', () => {
  const none = { closure: null, openDisputes: 0 };
  const disputed = { closure: null, openDisputes: 2 };

  it('given an open dispute, then an account of the purchase is frozen for it; without one, not', () => {
    expect(freezeUnder(disputed)).toBe('dispute');
    expect(freezeUnder(none)).toBeNull();
  });

  it('given an open dispute, then an unfrozen account is frozen and a frozen one stays so', () => {
    expect(holdAction(disputed, null)).toEqual({ kind: 'freeze', reason: 'dispute' });
    expect(holdAction(disputed, 'dispute')).toEqual({ kind: 'none' });
  });

  it('given no dispute open any more, then a frozen account is unfrozen and another left alone', () => {
    expect(holdAction(none, 'dispute')).toEqual({ kind: 'unfreeze' });
    expect(holdAction(none, null)).toEqual({ kind: 'none' });
  });

  it.each(['chargeback', 'refunded'] as const)(
    'given a purchase closed (%s), then its account closes, frozen or not',
    (reason) => {
      expect(holdAction({ closure: reason, openDisputes: 1 }, 'dispute')).toEqual({ kind: 'close', reason });
      expect(holdAction({ closure: reason, openDisputes: 0 }, null)).toEqual({ kind: 'close', reason });
    },
  );
});
