import type { ListedEconomicEvent } from '@prop/contracts/calendar';
import { describe, expect, it } from 'vitest';
import { dateIn, eventDays, nextDate } from '../src/features/calendar/utils/event-days.ts';

const event = (id: string, time: string): ListedEconomicEvent => ({
  id,
  time,
  importance: 'HIGH',
  country: 'United States',
  currency: 'USD',
  title: `Event ${id}`,
  previous: null,
  forecast: null,
  actual: null,
  sample: false,
});

const ids = (events: readonly ListedEconomicEvent[]) => events.map((listed) => listed.id);

describe("splitting the calendar into today's events and the upcoming days", () => {
  const now = new Date('2030-03-12T10:00:00Z');

  it("given events over several days, then today's (past ones included) and the later days in order", () => {
    const days = eventDays(
      [
        event('wed-2', '2030-03-13T14:30:00Z'),
        event('tue-1', '2030-03-12T06:00:00Z'),
        event('fri', '2030-03-15T13:30:00Z'),
        event('tue-2', '2030-03-12T18:00:00Z'),
        event('wed-1', '2030-03-13T08:00:00Z'),
      ],
      now,
      'UTC',
    );
    expect(days.today).toEqual({ date: '2030-03-12', events: expect.any(Array) });
    expect(ids(days.today.events)).toEqual(['tue-1', 'tue-2']);
    expect(days.upcoming.map((day) => [day.date, ids(day.events)])).toEqual([
      ['2030-03-13', ['wed-1', 'wed-2']],
      ['2030-03-15', ['fri']],
    ]);
  });

  it("given the reader's time zone, then days are judged there, not in UTC", () => {
    // 23:30 UTC on the 12th is already the 13th in Amsterdam, and still the 12th in New York.
    const late = event('late', '2030-03-12T23:30:00Z');
    expect(ids(eventDays([late], now, 'Europe/Amsterdam').upcoming[0]?.events ?? [])).toEqual(['late']);
    expect(ids(eventDays([late], now, 'America/New_York').today.events)).toEqual(['late']);
  });

  it("given an event of an earlier local day (the server's today starts in the firm's zone), then it is left out", () => {
    const days = eventDays(
      [event('yesterday', '2030-03-11T22:00:00Z'), event('today', '2030-03-12T09:00:00Z')],
      now,
      'UTC',
    );
    expect(ids(days.today.events)).toEqual(['today']);
    expect(days.upcoming).toEqual([]);
  });

  it('given no events, then an empty today and no upcoming days', () => {
    expect(eventDays([], now, 'UTC')).toEqual({ today: { date: '2030-03-12', events: [] }, upcoming: [] });
  });
});

describe('calendar dates', () => {
  it('given an instant and a zone, then its local date', () => {
    expect(dateIn(new Date('2030-03-12T23:30:00Z'), 'Europe/Amsterdam')).toBe('2030-03-13');
    expect(dateIn(new Date('2030-03-12T23:30:00Z'), 'UTC')).toBe('2030-03-12');
  });

  it('given a date, then the next one, across month, year and daylight-saving changes', () => {
    expect(nextDate('2030-02-28')).toBe('2030-03-01');
    expect(nextDate('2030-12-31')).toBe('2031-01-01');
    expect(nextDate('2030-03-31')).toBe('2030-04-01');
  });
});
