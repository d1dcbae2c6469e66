import { describe, expect, it } from 'vitest';
import { consumerPosition, isPlatformStream, skipsSubject } from '../../../scripts/backup/streams.mjs';
import { streamNameFor } from '../../../packages/service-kit/src/nats.ts';

const exported = [
  { seq: 1, subject: 't1.billing.purchase.created' },
  { seq: 2, subject: 't1.billing.purchase.approved' },
  { seq: 4, subject: 't1.billing.purchase.approved' },
  { seq: 5, subject: 't1.billing.purchase.created' },
  { seq: 7, subject: 't1.billing.purchase.approved' },
];

describe('streams in a backup', () => {
  it('takes every stream of the namespace, and no key-value bucket', () => {
    expect(isPlatformStream('t1', streamNameFor('t1', 'billing'))).toBe(true);
    expect(isPlatformStream('', 'BILLING')).toBe(true);
    expect(isPlatformStream('', 'DEAD_LETTERS')).toBe(true);
    expect(isPlatformStream('', 'KV_ACCOUNT_FACTS')).toBe(false);
    expect(isPlatformStream('t1', 'T1_BILLING')).toBe(true);
    expect(isPlatformStream('t1', 'T2_BILLING')).toBe(false);
    expect(isPlatformStream('t1', 'KV_T1_ACCOUNT_FACTS')).toBe(false);
  });

  it('leaves out the equity ticks of its namespace only', () => {
    expect(skipsSubject('')('ticks.equity.batch.0')).toBe(true);
    expect(skipsSubject('t1')('t1.ticks.equity.batch.15')).toBe(true);
    expect(skipsSubject('')('accounts.equity.batch.0')).toBe(true);
    expect(skipsSubject('t1')('t1.accounts.equity.batch.15')).toBe(true);
    expect(skipsSubject('')('accounts.equity.updated.0')).toBe(true);
    expect(skipsSubject('t1')('t1.accounts.equity.updated.15')).toBe(true);
    expect(skipsSubject('t1')('t1.accounts.account.linked')).toBe(false);
    expect(skipsSubject('t1')('t1.accounts.deal.recorded.3')).toBe(false);
    expect(skipsSubject('t1')('t2.accounts.equity.updated.0')).toBe(false);
  });

  it("counts a consumer's handled and pending events among the exported ones its filter takes", () => {
    const consumer = { config: { filter_subject: 't1.billing.purchase.approved' }, ackFloor: 4 };
    expect(consumerPosition(consumer, exported)).toEqual({ handled: 2, pending: 1 });
    const everything = { config: {}, ackFloor: 5 };
    expect(consumerPosition(everything, exported)).toEqual({ handled: 4, pending: 1 });
    const several = { config: { filter_subjects: ['t1.billing.purchase.created'] }, ackFloor: 0 };
    expect(consumerPosition(several, exported)).toEqual({ handled: 0, pending: 2 });
  });
});
