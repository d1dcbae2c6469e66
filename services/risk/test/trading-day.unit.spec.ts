import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TradingDays, minutesOfResetTime, tradingDayAt } from '../src/domain/trading-day.ts';

const iso = (ms: number) => new Date(ms).toISOString();
const dayOf = (at: string, reset: string, timeZone: string) => {
  const day = tradingDayAt(Date.parse(at), { minutes: minutesOfResetTime(reset), timeZone });
  return { day: day.day, start: iso(day.startMs), next: iso(day.nextResetMs) };
};

describe('trading days', () => {
  it('given a midnight reset in UTC, then the day is the calendar day', () => {
    expect(dayOf('2026-03-10T12:00:00Z', '00:00', 'UTC')).toEqual({
      day: '2026-03-10',
      start: '2026-03-10T00:00:00.000Z',
      next: '2026-03-11T00:00:00.000Z',
    });
  });

  it('given the firm zone on the day summer time starts, then that trading day lasts 23 hours', () => {
    expect(dayOf('2026-03-29T12:00:00Z', '00:00', 'Europe/Amsterdam')).toEqual({
      day: '2026-03-29',
      start: '2026-03-28T23:00:00.000Z',
      next: '2026-03-29T22:00:00.000Z',
    });
  });

  it('given the firm zone on the day summer time ends, then that trading day lasts 25 hours', () => {
    expect(dayOf('2026-10-25T12:00:00Z', '00:00', 'Europe/Amsterdam')).toEqual({
      day: '2026-10-25',
      start: '2026-10-24T22:00:00.000Z',
      next: '2026-10-25T23:00:00.000Z',
    });
  });

  it('given a 17:00 New York reset, then 16:59 belongs to the day before and 17:00 starts the next', () => {
    expect(dayOf('2026-01-15T21:59:59.999Z', '17:00', 'America/New_York').day).toBe('2026-01-14');
    expect(dayOf('2026-01-15T22:00:00Z', '17:00', 'America/New_York')).toEqual({
      day: '2026-01-15',
      start: '2026-01-15T22:00:00.000Z',
      next: '2026-01-16T22:00:00.000Z',
    });
  });

  it('always contains the instant and lasts 23 to 25 hours, in any zone and reset', () => {
    const zones = ['UTC', 'Europe/Amsterdam', 'America/New_York', 'Asia/Tokyo', 'Australia/Sydney', 'Asia/Kolkata'];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.parse('2020-01-01'), max: Date.parse('2035-01-01') }),
        fc.constantFrom(...zones),
        fc.integer({ min: 0, max: 23 * 60 + 59 }),
        (ms, timeZone, minutes) => {
          const day = tradingDayAt(ms, { minutes, timeZone });
          expect(day.startMs).toBeLessThanOrEqual(ms);
          expect(ms).toBeLessThan(day.nextResetMs);
          expect(day.nextResetMs - day.startMs).toBeGreaterThanOrEqual(23 * 3_600_000);
          expect(day.nextResetMs - day.startMs).toBeLessThanOrEqual(25 * 3_600_000);
        },
      ),
    );
  });

  it('hands out the same day to every instant within it, and the next one after the reset', () => {
    const days = new TradingDays({ minutes: 0, timeZone: 'Europe/Amsterdam' });
    const morning = days.at(Date.parse('2026-06-01T06:00:00Z'));
    expect(days.at(Date.parse('2026-06-01T21:59:59Z'))).toBe(morning);
    expect(days.at(Date.parse('2026-06-01T22:00:00Z')).day).toBe('2026-06-02');
  });

  it('refuses a reset time that is not HH:MM', () => {
    expect(minutesOfResetTime('17:30')).toBe(1050);
    expect(() => minutesOfResetTime('24:00')).toThrow();
    expect(() => minutesOfResetTime('7:00')).toThrow();
  });
});
