import { describe, expect, it } from 'vitest';
import { createClock, fixedClock } from '../src/clock.ts';
import {
  addDays,
  instantAt,
  localDateOf,
  localDateTexts,
  dateText,
  minutesIntoDay,
  startOfDayIn,
  weekdayIn,
} from '../src/time-zone.ts';

describe('the clock', () => {
  it('reads the real time without FAKE_NOW', () => {
    let real = 1_000;
    const clock = createClock(undefined, () => real);
    expect(clock.now().getTime()).toBe(1_000);
    real = 2_500;
    expect(clock.now().getTime()).toBe(2_500);
  });

  it('starts at FAKE_NOW and runs on at the real pace', () => {
    let real = 1_000;
    const clock = createClock('2026-06-13T12:00:00+02:00', () => real);
    expect(clock.now().toISOString()).toBe('2026-06-13T10:00:00.000Z');
    real += 1_500;
    expect(clock.now().toISOString()).toBe('2026-06-13T10:00:01.500Z');
  });

  it('stands still in tests until moved', () => {
    const clock = fixedClock('2026-01-01T00:00:00Z');
    clock.advance(60_000);
    expect(clock.now().toISOString()).toBe('2026-01-01T00:01:00.000Z');
    clock.set('2026-02-01T00:00:00Z');
    expect(clock.now().toISOString()).toBe('2026-02-01T00:00:00.000Z');
  });
});

describe("days in the firm's time zone", () => {
  const zone = 'Europe/Amsterdam';

  it('judges the weekday and date locally, not in UTC', () => {
    // Friday 23:30 UTC is already Saturday 01:30 in Amsterdam (summer time)
    const instant = new Date('2026-06-12T23:30:00Z');
    expect(weekdayIn(instant, zone)).toBe(6);
    expect(weekdayIn(instant, 'UTC')).toBe(5);
    expect(dateText(localDateOf(instant, zone))).toBe('2026-06-13');
    expect(minutesIntoDay(instant, zone)).toBe(90);
  });

  it('starts the day at local midnight across daylight saving changes', () => {
    // Summer time starts on 29 March 2026 at 02:00 local; the day itself began at 23:00 UTC
    expect(startOfDayIn(new Date('2026-03-29T12:00:00Z'), zone).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    // The next day began an hour earlier in UTC
    expect(startOfDayIn(new Date('2026-03-30T12:00:00Z'), zone).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    // Winter time returns on 25 October 2026
    expect(startOfDayIn(new Date('2026-10-25T12:00:00Z'), zone).toISOString()).toBe('2026-10-24T22:00:00.000Z');
  });

  it('finds a wall-clock time of a local date, and the first instant after a skipped hour', () => {
    expect(instantAt({ year: 2026, month: 6, day: 13 }, 17 * 60 + 30, zone).toISOString()).toBe(
      '2026-06-13T15:30:00.000Z',
    );
    expect(instantAt({ year: 2026, month: 3, day: 29 }, 2 * 60 + 30, zone).toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });

  it('moves local dates by whole days across month and year ends', () => {
    expect(addDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({ year: 2027, month: 1, day: 1 });
    expect(addDays({ year: 2026, month: 3, day: 1 }, -1)).toEqual({ year: 2026, month: 2, day: 28 });
    expect(localDateOf(new Date('2026-12-31T23:30:00Z'), zone)).toEqual({ year: 2027, month: 1, day: 1 });
  });
});

describe('local dates of many instants at once', () => {
  it.each(['Europe/Amsterdam', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'America/St_Johns', 'Pacific/Chatham'])(
    'given instants every 7 minutes across the daylight-saving changes of spring and autumn in %s, then each date is the one the zone gives alone',
    (zone) => {
      const dayOf = localDateTexts(zone);
      const windows = [
        ['2026-03-06T00:00:00Z', '2026-03-10T00:00:00Z'],
        ['2026-03-27T00:00:00Z', '2026-04-07T00:00:00Z'],
        ['2026-09-25T00:00:00Z', '2026-10-06T00:00:00Z'],
        ['2026-10-23T00:00:00Z', '2026-11-03T00:00:00Z'],
      ];
      for (const [from, to] of windows) {
        for (let at = Date.parse(from as string); at < Date.parse(to as string); at += 7 * 60_000) {
          expect(dayOf(at)).toBe(dateText(localDateOf(at, zone)));
        }
      }
    },
  );
});
