import { describe, expect, it } from 'vitest';
import { localDateOf, startOfDayIn } from '@prop/service-kit/time-zone';

describe('startOfDayIn', () => {
  it.each([
    ['Europe/Amsterdam', '2030-01-15T12:00:00Z', '2030-01-14T23:00:00.000Z'],
    ['Europe/Amsterdam', '2030-07-15T12:00:00Z', '2030-07-14T22:00:00.000Z'],
    ['Europe/Amsterdam', '2030-01-15T23:30:00Z', '2030-01-15T23:00:00.000Z'],
    ['America/New_York', '2030-01-15T03:00:00Z', '2030-01-14T05:00:00.000Z'],
    ['Pacific/Auckland', '2030-01-15T12:00:00Z', '2030-01-15T11:00:00.000Z'],
    ['UTC', '2030-01-15T00:00:00Z', '2030-01-15T00:00:00.000Z'],
  ])('given the zone %s at %s, when today starts is asked, then it is %s', (zone, now, start) => {
    expect(startOfDayIn(new Date(now), zone).toISOString()).toBe(start);
  });

  it.each([
    ['Europe/Amsterdam', '2030-03-31T12:00:00Z', '2030-03-30T23:00:00.000Z'],
    ['Europe/Amsterdam', '2030-10-27T12:00:00Z', '2030-10-26T22:00:00.000Z'],
    ['America/New_York', '2030-03-10T12:00:00Z', '2030-03-10T05:00:00.000Z'],
    ['America/New_York', '2030-11-03T12:00:00Z', '2030-11-03T04:00:00.000Z'],
  ])(
    'given the zone %s on a day the clocks change (%s), when today starts is asked, then it is %s',
    (zone, now, start) => {
      expect(startOfDayIn(new Date(now), zone).toISOString()).toBe(start);
    },
  );

  it('given an instant, when the local date is asked, then it is the date on the zone clock', () => {
    expect(localDateOf(new Date('2030-01-15T12:00:00Z'), 'Pacific/Auckland')).toEqual({
      year: 2030,
      month: 1,
      day: 16,
    });
  });
});
