import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { systemActor } from '@prop/service-kit/actor';
import { importFeed } from '../src/commands/import-feed.ts';
import { seedSampleWeeks } from '../src/commands/seed-sample-weeks.ts';
import { readSampleWeek } from '../src/feed/seed-sample.ts';
import { feedRow } from './feed-rows.ts';
import { startCalendar } from './helper.ts';

describe('the high-impact schedule announced on calendar.events.scheduled', () => {
  let calendar: Awaited<ReturnType<typeof startCalendar>>;
  const week = [
    feedRow({ title: 'Non-Farm Employment Change', date: '2030-03-08T08:30:00-05:00' }),
    feedRow({ title: 'Unemployment Rate', date: '2030-03-08T08:30:00-05:00' }),
    feedRow({ title: 'ISM Services PMI', impact: 'Medium', date: '2030-03-05T10:00:00-05:00' }),
    feedRow({ title: 'Main Refinancing Rate', country: 'EUR', date: '2030-03-06T13:15:00+00:00' }),
    feedRow({ title: 'Bank Holiday', country: 'JPY', impact: 'Holiday', date: '2030-03-04T00:00:00+09:00' }),
  ];
  const importFile = (payload: unknown[]) =>
    calendar.app.inject({
      method: 'POST',
      url: '/api/admin/economic-events/import',
      headers: calendar.adminHeaders(),
      payload,
    });

  beforeAll(async () => {
    calendar = await startCalendar();
  });
  afterAll(() => calendar.close());
  beforeEach(async () => {
    await calendar.deps.db.deleteFrom('economic_events').execute();
  });

  it('given an imported week, then its high-impact events are announced once, as stored, over the span it covers', async () => {
    const before = (await calendar.announcedSchedules()).length;

    expect((await importFile(week)).statusCode).toBe(200);

    const announced = (await calendar.announcedSchedules()).slice(before);
    const stored = await calendar.storedEvents();
    const high = stored.filter((event) => event.importance === 'HIGH');
    expect(high).toHaveLength(3);
    expect(announced).toEqual([
      {
        from: '2030-03-03T15:00:00.000Z',
        to: '2030-03-08T13:30:00.000Z',
        events: high
          .sort((a, b) => a.time.getTime() - b.time.getTime() || (a.id < b.id ? -1 : 1))
          .map((event) => ({
            id: event.id,
            key: event.key,
            title: event.title,
            currency: event.currency,
            country: event.country,
            impact: 'HIGH',
            at: event.time.toISOString(),
          })),
      },
    ]);
  });

  it('given the same week again, then nothing new is announced; given a change, then the span again', async () => {
    await importFile(week);
    const before = (await calendar.announcedSchedules()).length;

    await importFile(week);
    expect(await calendar.announcedSchedules()).toHaveLength(before);

    const moved = week.map((row) =>
      row.title === 'Main Refinancing Rate' ? { ...row, date: '2030-03-06T12:45:00+00:00' } : row,
    );
    await importFile(moved);
    const announced = (await calendar.announcedSchedules()).slice(before);
    expect(announced).toHaveLength(1);
    const events = announced[0]?.events ?? [];
    expect(events.map((event) => event.at)).toEqual([
      '2030-03-06T12:45:00.000Z',
      '2030-03-08T13:30:00.000Z',
      '2030-03-08T13:30:00.000Z',
    ]);
    expect(events[0]?.title).toBe('Main Refinancing Rate');
  });

  it('given a feed pull that stores events, then it is announced like a file', async () => {
    const before = (await calendar.announcedSchedules()).length;
    await importFeed(
      calendar.deps.runtime,
      systemActor('test'),
      [feedRow({ date: '2030-04-05T08:30:00-04:00' })],
      'feed',
    );
    const announced = (await calendar.announcedSchedules()).slice(before);
    expect(announced.map((schedule) => schedule.events.map((event) => event.at))).toEqual([
      ['2030-04-05T12:30:00.000Z'],
    ]);
  });

  it('given a refused file, then nothing is stored and nothing announced', async () => {
    const before = (await calendar.announcedSchedules()).length;
    expect((await importFile([{ title: 'no date' }])).statusCode).toBe(400);
    expect(await calendar.announcedSchedules()).toHaveLength(before);
  });

  it('given the demo seeding, then the sample weeks are announced with their high-impact events', async () => {
    const before = (await calendar.announcedSchedules()).length;
    await seedSampleWeeks(calendar.deps.runtime, systemActor('test'), calendar.config.FIRM_TIME_ZONE);

    const announced = (await calendar.announcedSchedules()).slice(before);
    const highPerWeek = (await readSampleWeek()).filter((row) => row.impact === 'High').length;
    expect(announced).toHaveLength(1);
    expect(announced[0]?.events).toHaveLength(2 * highPerWeek);
    const sampled = await calendar.storedEvents();
    expect(
      announced[0]?.events.every((event) => sampled.some((row) => row.id === event.id && row.source === 'sample')),
    ).toBe(true);
  });
});
