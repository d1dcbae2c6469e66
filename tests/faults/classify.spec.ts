import { describe, expect, it } from 'vitest';
import { classify, subjectMatches, tally } from './lib/classify.ts';

describe('the no-loss checker', () => {
  it('wants an acknowledged operation exactly once, and allows an unacknowledged one once or never', () => {
    expect(classify({ acknowledged: true }, 1)).toBe('present');
    expect(classify({ acknowledged: true }, 0)).toBe('lost');
    expect(classify({ acknowledged: true }, 2)).toBe('duplicated');
    expect(classify({ acknowledged: false }, 0)).toBe('absent');
    expect(classify({ acknowledged: false }, 1)).toBe('present');
    expect(classify({ acknowledged: false }, 3)).toBe('duplicated');
  });

  it('counts outcomes', () => {
    const results = [
      { operation: { acknowledged: true }, outcome: 'present' as const },
      { operation: { acknowledged: true }, outcome: 'lost' as const },
      { operation: { acknowledged: false }, outcome: 'absent' as const },
    ];
    expect(tally(results)).toEqual({ operations: 3, acknowledged: 2, present: 1, lost: 1, duplicated: 0, absent: 1 });
  });

  it('matches subjects as NATS does', () => {
    expect(subjectMatches('billing.purchase.approved', 'billing.purchase.approved')).toBe(true);
    expect(subjectMatches('identity.user.*', 'identity.user.deleted')).toBe(true);
    expect(subjectMatches('identity.user.*', 'identity.user.deleted.now')).toBe(false);
    expect(subjectMatches('billing.>', 'billing.purchase.approved')).toBe(true);
    expect(subjectMatches('billing.>', 'billing')).toBe(false);
    expect(subjectMatches('risk.breach.detected', 'risk.breach.resolved')).toBe(false);
  });
});
