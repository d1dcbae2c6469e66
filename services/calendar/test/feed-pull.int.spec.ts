import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pullFeed } from '../src/feed/pull-feed.ts';
import { feedRow } from './feed-rows.ts';
import { type FeedServer, refusedUrl, startCalendar, startFeedServer } from './helper.ts';

const silentLog = { info: () => {}, warn: () => {} };

describe('pulling the calendar feed', () => {
  let calendar: Awaited<ReturnType<typeof startCalendar>>;
  let feed: FeedServer;
  const week = [
    feedRow(),
    feedRow({ title: 'Unemployment Rate', forecast: '4.1%', previous: '4.0%' }),
    feedRow({ title: 'Bank Holiday', country: 'JPY', date: '2030-03-11T00:00:00-04:00', impact: 'Holiday' }),
    feedRow({ title: 'ECB President Lagarde Speaks', country: 'EUR', date: '2030-03-12T04:00:00-04:00' }),
    feedRow({ title: 'ECB President Lagarde Speaks', country: 'EUR', date: '2030-03-12T11:00:00-04:00' }),
  ];
  const pull = (url = feed.url, timeoutMs = 2000) =>
    pullFeed({ runtime: calendar.deps.runtime, url, timeoutMs, log: silentLog });

  beforeAll(async () => {
    calendar = await startCalendar();
    feed = await startFeedServer();
  });
  afterAll(async () => {
    await feed.close();
    await calendar.close();
  });
  beforeEach(async () => {
    await calendar.deps.db.deleteFrom('economic_events').execute();
    feed.serveJson(week);
  });

  it('stores each event once, however often the feed is pulled', async () => {
    expect(await pull()).toEqual({ imported: 5, updated: 0, unchanged: 0, skipped: 0 });
    const first = await calendar.storedEvents();
    expect(await pull()).toEqual({ imported: 0, updated: 0, unchanged: 5, skipped: 0 });
    expect(await calendar.storedEvents()).toEqual(first);
    expect(first.map((event) => [event.key, event.importance, event.country, event.source])).toEqual([
      ['EUR|2030-03-12|ecb president lagarde speaks', 'HIGH', 'Euro Area', 'feed'],
      ['EUR|2030-03-12|ecb president lagarde speaks#2', 'HIGH', 'Euro Area', 'feed'],
      ['JPY|2030-03-11|bank holiday', 'LOW', 'Japan', 'feed'],
      ['USD|2030-03-08|non-farm employment change', 'HIGH', 'United States', 'feed'],
      ['USD|2030-03-08|unemployment rate', 'HIGH', 'United States', 'feed'],
    ]);
  });

  it('replaces the actual when the feed publishes a new one, keeping the row', async () => {
    await pull();
    const [before] = await calendar.storedEvents().then((rows) => rows.filter((row) => row.title.startsWith('Non')));
    feed.serveJson([feedRow({ actual: '151K' }), ...week.slice(1)]);
    expect(await pull()).toEqual({ imported: 0, updated: 1, unchanged: 4, skipped: 0 });
    feed.serveJson([feedRow({ actual: '143K', date: '2030-03-08T10:00:00-05:00' }), ...week.slice(1)]);
    expect(await pull()).toMatchObject({ imported: 0, updated: 1 });
    const after = await calendar.storedEvents();
    expect(after).toHaveLength(5);
    const nfp = after.find((row) => row.id === before?.id);
    expect(nfp).toMatchObject({ actual: '143K', time: new Date('2030-03-08T15:00:00Z') });
    expect(nfp?.updated_at.getTime()).toBeGreaterThan(before?.updated_at.getTime() ?? Number.POSITIVE_INFINITY);
  });

  it('keeps a stored actual when a later feed carries none', async () => {
    feed.serveJson([feedRow({ actual: '151K' })]);
    await pull();
    feed.serveJson([feedRow()]);
    expect(await pull()).toEqual({ imported: 0, updated: 0, unchanged: 1, skipped: 0 });
    expect((await calendar.storedEvents())[0]?.actual).toBe('151K');
  });

  it('skips and counts rows that are not events, storing the rest', async () => {
    feed.serveJson([...week, { title: 'Broken', country: 'USD' }, feedRow({ impact: 'Extreme' })]);
    expect(await pull()).toEqual({ imported: 5, updated: 0, unchanged: 0, skipped: 2 });
  });

  describe('a broken feed changes nothing', () => {
    let before: Awaited<ReturnType<typeof calendar.storedEvents>>;
    beforeEach(async () => {
      await pull();
      before = await calendar.storedEvents();
      expect(before).toHaveLength(5);
    });

    it.each([
      ['a server error', 500, 'oops', /answered 500/],
      ['a missing file', 404, '', /answered 404/],
      ['invalid JSON', 200, '[{"title": "Non-Farm', /did not send JSON/],
      ['an HTML page', 200, '<html><body>maintenance</body></html>', /did not send JSON/],
      ['an object instead of an array', 200, '{"events": []}', /JSON array/],
      ['an array without a single event', 200, '[{"name": "x"}, 3]', /No row of the feed/],
    ])('given %s, when pulled, then it fails and the stored events stay', async (_case, status, body, error) => {
      feed.serveRaw(status, body);
      await expect(pull()).rejects.toThrow(error);
      expect(await calendar.storedEvents()).toEqual(before);
    });

    it('given a refused connection, when pulled, then it fails and the stored events stay', async () => {
      await expect(pull(await refusedUrl())).rejects.toThrow(/did not answer/);
      expect(await calendar.storedEvents()).toEqual(before);
    });

    it('given a feed that never answers, when pulled, then it gives up at the timeout and the events stay', async () => {
      feed.hang();
      await expect(pull(feed.url, 300)).rejects.toThrow(/did not answer/);
      expect(await calendar.storedEvents()).toEqual(before);
    });
  });
});
