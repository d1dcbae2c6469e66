import { economicEventListSchema } from '@prop/contracts/calendar';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { systemActor } from '@prop/service-kit/actor';
import { startOfDayIn } from '@prop/service-kit/time-zone';
import { importFeed } from '../src/commands/import-feed.ts';
import { feedRow } from './feed-rows.ts';
import { startCalendar } from './helper.ts';

const HOUR = 3_600_000;

describe('GET /api/economic-events', () => {
  let calendar: Awaited<ReturnType<typeof startCalendar>>;
  let startOfToday: number;
  const at = (offsetMs: number, title: string) =>
    feedRow({ title, date: new Date(startOfToday + offsetMs).toISOString() });
  const list = (headers: Record<string, string>) =>
    calendar.app.inject({ method: 'GET', url: '/api/economic-events', headers });

  // The service's clock reads noon UTC of today, hours from the firm's midnight: its "today" and
  // `startOfToday` here are one day, where on the real clock a midnight could fall between the two.
  const noon = `${new Date().toISOString().slice(0, 10)}T12:00:00.000Z`;

  beforeAll(async () => {
    calendar = await startCalendar({ FAKE_NOW: noon });
    startOfToday = startOfDayIn(new Date(noon), calendar.config.FIRM_TIME_ZONE).getTime();
  });
  afterAll(() => calendar.close());
  beforeEach(async () => {
    await calendar.deps.db.deleteFrom('economic_events').execute();
  });

  it("answers today's and upcoming events by time, from the start of today in the firm's zone", async () => {
    await importFeed(
      calendar.deps.runtime,
      systemActor('test'),
      [
        at(7 * 24 * HOUR, 'Next week'),
        at(-60_000, 'Yesterday, a minute before midnight'),
        at(30 * HOUR, 'Tomorrow'),
        at(0, 'Today at midnight'),
        at(10 * HOUR, 'Today at ten'),
        at(-26 * HOUR, 'Two days ago'),
      ],
      'feed',
    );
    await importFeed(calendar.deps.runtime, systemActor('test'), [at(20 * HOUR, 'Sample event tonight')], 'sample');
    const response = await list(calendar.traderHeaders());
    expect(response.statusCode).toBe(200);
    const events = economicEventListSchema.parse(response.json());
    expect(events.map((event) => [event.title, event.sample])).toEqual([
      ['Today at midnight', false],
      ['Today at ten', false],
      ['Sample event tonight', true],
      ['Tomorrow', false],
      ['Next week', false],
    ]);
    expect(events[0]).toEqual({
      id: expect.any(String),
      time: new Date(startOfToday).toISOString(),
      importance: 'HIGH',
      country: 'United States',
      currency: 'USD',
      title: 'Today at midnight',
      previous: '175K',
      forecast: '180K',
      actual: null,
      sample: false,
    });
  });

  it('answers at most 500 events, the soonest', async () => {
    const rows = Array.from({ length: 520 }, (_, index) => at(HOUR + index * 60_000, `Event ${index}`));
    await importFeed(calendar.deps.runtime, systemActor('test'), rows, 'feed');
    const events = (await list(calendar.traderHeaders())).json() as { title: string }[];
    expect(events).toHaveLength(500);
    expect(events[0]?.title).toBe('Event 0');
    expect(events[499]?.title).toBe('Event 499');
  });

  it('answers an empty list when nothing is stored', async () => {
    expect((await list(calendar.traderHeaders())).json()).toEqual([]);
  });

  it('refuses a caller the gateway did not vouch for, and an admin session', async () => {
    expect((await list({})).statusCode).toBe(401);
    const forged = { ...calendar.traderHeaders(), 'x-internal-token': 'not-the-internal-token-at-all' };
    expect((await list(forged)).statusCode).toBe(401);
    expect((await list(calendar.adminHeaders())).statusCode).toBe(403);
  });
});
