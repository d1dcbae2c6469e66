import { describe, expect, it } from 'vitest';
import { sampleWeeks, shiftFeedDate } from '../src/domain/sample-week.ts';
import { localDateOf, startOfDayIn } from '@prop/service-kit/time-zone';
import { readSampleWeek } from '../src/feed/seed-sample.ts';

const row = (date: string, actual: string | null = '1.0%') => ({
  title: 'CPI m/m',
  country: 'USD',
  date,
  impact: 'High' as const,
  forecast: '0.3%',
  previous: '0.2%',
  actual,
});

describe('sample week', () => {
  it('given a feed time, when shifted by days, then the time of day and offset stay as written', () => {
    expect(shiftFeedDate('2025-06-01T21:45:00-04:00', 37)).toBe('2025-07-08T21:45:00-04:00');
  });

  it('given a Wednesday sample event, when laid onto a week, then it lands on that week Wednesday', () => {
    const now = new Date('2030-01-10T12:00:00Z'); // a Thursday
    const [event] = sampleWeeks([row('2025-06-04T10:00:00-04:00')], {
      today: { year: 2030, month: 1, day: 10 },
      now,
      weeks: 1,
    });
    expect(event?.date).toBe('2030-01-09T10:00:00-04:00');
  });

  it('given two weeks, when laid out, then the second copy is seven days later', () => {
    const now = new Date('2030-01-10T12:00:00Z');
    const dates = sampleWeeks([row('2025-06-04T10:00:00-04:00')], {
      today: { year: 2030, month: 1, day: 10 },
      now,
      weeks: 2,
    }).map((event) => event.date);
    expect(dates).toEqual(['2030-01-09T10:00:00-04:00', '2030-01-16T10:00:00-04:00']);
  });

  it('given events before and after now, when laid out, then only past events keep their actual figure', () => {
    const now = new Date('2030-01-09T16:00:00Z');
    const events = sampleWeeks([row('2025-06-04T10:00:00-04:00'), row('2025-06-04T14:00:00-04:00')], {
      today: { year: 2030, month: 1, day: 9 },
      now,
      weeks: 1,
    });
    expect(events.map((event) => event.actual)).toEqual(['1.0%', null]);
  });

  it('given the shipped sample, when laid onto any week, then every day has events in the firm zone', async () => {
    const sample = await readSampleWeek();
    for (let day = 0; day < 7; day += 1) {
      const now = new Date(Date.UTC(2030, 0, 6 + day, 11)); // Sunday 6 January 2030 and the six days after
      const today = startOfDayIn(now, 'Europe/Amsterdam').getTime();
      const events = sampleWeeks(sample, { today: localDateOf(now, 'Europe/Amsterdam'), now, weeks: 1 });
      const todays = events.filter((event) => {
        const time = Date.parse(event.date);
        return time >= today && time < today + 86_400_000;
      });
      expect(todays.length, now.toDateString()).toBeGreaterThan(0);
    }
  });
});
