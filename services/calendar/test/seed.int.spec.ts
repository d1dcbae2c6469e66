import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { systemActor } from '@prop/service-kit/actor';
import { startOfDayIn } from '@prop/service-kit/time-zone';
import { importFeed } from '../src/commands/import-feed.ts';
import { seedSampleWeeks } from '../src/commands/seed-sample-weeks.ts';
import { readSampleWeek } from '../src/feed/seed-sample.ts';
import { feedRow } from './feed-rows.ts';
import { startCalendar } from './helper.ts';

describe('the sample calendar for the demo', () => {
  let calendar: Awaited<ReturnType<typeof startCalendar>>;
  const seed = () => seedSampleWeeks(calendar.deps.runtime, systemActor('test'), calendar.config.FIRM_TIME_ZONE);

  beforeAll(async () => {
    calendar = await startCalendar();
  });
  afterAll(() => calendar.close());
  beforeEach(async () => {
    await calendar.deps.db.deleteFrom('economic_events').execute();
  });

  it("loads this week and the next, marked as sample data, with today's events listed", async () => {
    const sampleSize = (await readSampleWeek()).length;
    expect(await seed()).toEqual({ imported: 2 * sampleSize, updated: 0, unchanged: 0, skipped: 0 });
    const events = (
      await calendar.app.inject({ method: 'GET', url: '/api/economic-events', headers: calendar.traderHeaders() })
    ).json() as { time: string; sample: boolean }[];
    const endOfToday = startOfDayIn(new Date(), calendar.config.FIRM_TIME_ZONE).getTime() + 86_400_000;
    expect(events.filter((event) => Date.parse(event.time) < endOfToday).length).toBeGreaterThan(0);
    expect(events.every((event) => event.sample)).toBe(true);
  });

  it('never duplicates when run again', async () => {
    await seed();
    const count = (await calendar.storedEvents()).length;
    expect(await seed()).toMatchObject({ imported: 0 });
    expect(await calendar.storedEvents()).toHaveLength(count);
  });

  it('loads nothing when real events are stored from today on', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    await importFeed(calendar.deps.runtime, systemActor('test'), [feedRow({ date: tomorrow })], 'feed');
    expect(await seed()).toBeNull();
    expect(await calendar.storedEvents()).toHaveLength(1);
  });
});
