import { describe, expect, it } from 'vitest';
import { describeChange, formatUtc } from '../src/features/audit/utils/describe-change.ts';

describe('how the audit log shows a change', () => {
  it('lists only the fields that changed, before → after', () => {
    expect(
      describeChange(
        { status: 'pending', notes: null, amount: 100 },
        { status: 'approved', notes: 'Paid', amount: 100 },
      ),
    ).toEqual(['status: pending → approved', 'notes: — → Paid']);
  });

  it('shows a created or removed state against nothing', () => {
    expect(describeChange(null, { mt5AccountId: 'sim-3', fundingBalance: 25000 })).toEqual([
      'mt5AccountId: — → sim-3',
      'fundingBalance: — → 25000',
    ]);
    expect(describeChange({ email: 'a@example.com' }, null)).toEqual(['email: a@example.com → —']);
    expect(describeChange(null, null)).toEqual([]);
  });

  it('writes nested values as JSON and times in UTC', () => {
    expect(describeChange({ payment: { method: 'bank' } }, { payment: { method: 'crypto' } })).toEqual([
      'payment: {"method":"bank"} → {"method":"crypto"}',
    ]);
    expect(formatUtc('2026-11-21T09:30:05.000Z')).toBe('21 Nov 2026, 09:30:05 UTC');
    expect(formatUtc('not a time')).toBe('—');
  });
});
