import { describe, expect, it } from 'vitest';
import { liveTouch, referralCodeIn, touchAfterVisit, withoutReferral } from '../src/lib/referral-touch.ts';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 28, 12);
const stored = (code: string, at: number) => JSON.stringify({ code, at });

describe('referral first touch, kept for 30 days', () => {
  it('keeps the first link followed while it counts: a later link changes nothing', () => {
    const first = touchAfterVisit(null, 'ABCD2345', NOW);
    expect(first).toEqual({ code: 'ABCD2345', at: NOW });
    expect(touchAfterVisit(JSON.stringify(first), 'WXYZ6789', NOW + 29 * DAY)).toEqual(first);
  });

  it('counts a touch until 30 days have passed, then a new link starts afresh', () => {
    expect(liveTouch(stored('ABCD2345', NOW - 30 * DAY + 1), NOW)?.code).toBe('ABCD2345');
    expect(liveTouch(stored('ABCD2345', NOW - 30 * DAY), NOW)).toBeNull();
    expect(touchAfterVisit(stored('ABCD2345', NOW - 31 * DAY), 'WXYZ6789', NOW)).toEqual({ code: 'WXYZ6789', at: NOW });
  });

  it('ignores what is not a touch: garbage, a bad code, a time in the future', () => {
    for (const value of [null, '', 'not json', '{}', stored('bad code', NOW), stored('ABCD2345', NOW + DAY)]) {
      expect(liveTouch(value, NOW)).toBeNull();
    }
    expect(liveTouch(stored('abcd2345', NOW), NOW)?.code).toBe('ABCD2345');
  });

  it('reads the code from ?ref= and drops only that parameter from the address', () => {
    expect(referralCodeIn('?ref=abcd2345')).toBe('ABCD2345');
    expect(referralCodeIn('?ref=nope')).toBeNull();
    expect(referralCodeIn('')).toBeNull();
    expect(withoutReferral('?ref=ABCD2345')).toBe('');
    expect(withoutReferral('?program=two-step&ref=ABCD2345')).toBe('?program=two-step');
  });
});
