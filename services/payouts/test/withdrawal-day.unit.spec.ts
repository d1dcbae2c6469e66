import { describe, expect, it } from 'vitest';
import { weekdayIn } from '@prop/service-kit/time-zone';
import { isWithdrawalDay } from '../src/domain/withdrawal-day.ts';
import { withdrawalDayRefusal } from '../src/domain/withdrawal-rules.ts';

const at = (iso: string) => new Date(iso);

describe('the withdrawal day: Saturday in the firm time zone', () => {
  it.each([
    // Amsterdam in winter (CET, UTC+1): Saturday runs from Friday 23:00 to Saturday 23:00 UTC
    ['Friday 22:59 UTC in January', '2026-01-09T22:59:59Z', 'Europe/Amsterdam', false],
    ['Friday 23:30 UTC in January', '2026-01-09T23:30:00Z', 'Europe/Amsterdam', true],
    ['Saturday 22:59 UTC in January', '2026-01-10T22:59:59Z', 'Europe/Amsterdam', true],
    ['Saturday 23:00 UTC in January', '2026-01-10T23:00:00Z', 'Europe/Amsterdam', false],
    // Amsterdam in summer (CEST, UTC+2): Saturday runs from Friday 22:00 to Saturday 22:00 UTC
    ['Friday 21:59 UTC in June', '2026-06-12T21:59:59Z', 'Europe/Amsterdam', false],
    ['Friday 22:00 UTC in June', '2026-06-12T22:00:00Z', 'Europe/Amsterdam', true],
    ['Friday 23:30 UTC in June', '2026-06-12T23:30:00Z', 'Europe/Amsterdam', true],
    ['Saturday 21:59 UTC in June', '2026-06-13T21:59:59Z', 'Europe/Amsterdam', true],
    ['Saturday 22:00 UTC in June', '2026-06-13T22:00:00Z', 'Europe/Amsterdam', false],
    // the same instants in UTC itself
    ['Friday 23:30 UTC', '2026-06-12T23:30:00Z', 'UTC', false],
    ['Saturday 00:00 UTC', '2026-06-13T00:00:00Z', 'UTC', true],
    ['Saturday 23:59 UTC', '2026-06-13T23:59:59Z', 'UTC', true],
    // far east and far west: Tokyo (UTC+9, no DST) starts Saturday on Friday 15:00 UTC; New York ends it on Sunday 04:00 UTC in summer
    ['Friday 15:00 UTC in Tokyo', '2026-06-12T15:00:00Z', 'Asia/Tokyo', true],
    ['Friday 14:59 UTC in Tokyo', '2026-06-12T14:59:59Z', 'Asia/Tokyo', false],
    ['Sunday 03:59 UTC in New York', '2026-06-14T03:59:59Z', 'America/New_York', true],
    ['Sunday 04:00 UTC in New York', '2026-06-14T04:00:00Z', 'America/New_York', false],
  ])('given %s (%s) in %s, when asking whether it is Saturday, then %s', (_case, iso, zone, expected) => {
    expect(isWithdrawalDay(at(iso), zone)).toBe(expected);
  });

  describe('on the weekends daylight saving time changes (Europe: the last Sunday of March and October, 01:00 UTC)', () => {
    it.each([
      // 28/29 March 2026: Saturday is still CET (UTC+1); the clocks go forward on Sunday at 01:00 UTC
      ['the Saturday before spring forward starts at Friday 23:00 UTC', '2026-03-27T23:00:00Z', true],
      ['the Saturday before spring forward ends at Saturday 23:00 UTC', '2026-03-28T23:00:00Z', false],
      ['the Sunday of spring forward after the change', '2026-03-29T01:30:00Z', false],
      // 24/25 October 2026: Saturday is still CEST (UTC+2); the clocks go back on Sunday at 01:00 UTC
      ['the Saturday before fall back starts at Friday 22:00 UTC', '2026-10-23T22:00:00Z', true],
      ['the Saturday before fall back ends at Saturday 22:00 UTC', '2026-10-24T22:00:00Z', false],
      ['the first Saturday after fall back starts at Friday 23:00 UTC', '2026-10-30T23:00:00Z', true],
      ['the first Saturday after fall back: Friday 22:30 UTC is still Friday', '2026-10-30T22:30:00Z', false],
      ['the first Saturday after spring forward: Friday 22:00 UTC is Saturday', '2026-04-03T22:00:00Z', true],
    ])('given %s (%s) in Amsterdam, then Saturday is %s', (_case, iso, expected) => {
      expect(isWithdrawalDay(at(iso), 'Europe/Amsterdam')).toBe(expected);
    });

    it('given New York on the Saturday before its spring forward (8 March 2026), then Saturday ends at Sunday 05:00 UTC', () => {
      expect(isWithdrawalDay(at('2026-03-08T04:59:59Z'), 'America/New_York')).toBe(true);
      expect(isWithdrawalDay(at('2026-03-08T05:00:00Z'), 'America/New_York')).toBe(false);
    });
  });

  it('given every hour of a week, when counting Saturday hours in Amsterdam, then there are exactly 24', () => {
    const start = Date.parse('2026-06-08T00:00:00Z');
    const hours = Array.from({ length: 7 * 24 }, (_, hour) => new Date(start + hour * 3_600_000));
    expect(hours.filter((hour) => isWithdrawalDay(hour, 'Europe/Amsterdam'))).toHaveLength(24);
    expect(weekdayIn(at('2026-06-14T12:00:00Z'), 'Europe/Amsterdam')).toBe(0);
  });

  it('given a Friday, when judging the day, then the refusal says withdrawals are only allowed on Saturdays', () => {
    expect(withdrawalDayRefusal(at('2026-06-12T12:00:00Z'), 'Europe/Amsterdam')).toEqual({
      kind: 'rule',
      message: 'Withdrawals are only allowed on Saturdays',
    });
    expect(withdrawalDayRefusal(at('2026-06-13T12:00:00Z'), 'Europe/Amsterdam')).toBeNull();
  });
});
