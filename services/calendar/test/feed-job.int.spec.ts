import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PULL_FEED_JOB } from '../src/jobs/pull-feed-job.ts';
import { startFeedJobs } from '../src/jobs/start-feed-jobs.ts';
import { feedRow } from './feed-rows.ts';
import { type FeedServer, startCalendar, startFeedServer, waitFor } from './helper.ts';

describe('the scheduled feed pull', () => {
  let feed: FeedServer;
  beforeAll(async () => {
    feed = await startFeedServer();
  });
  afterAll(() => feed.close());

  it('is not scheduled when no feed URL is configured', async () => {
    const calendar = await startCalendar();
    try {
      expect(await startFeedJobs(calendar.deps, calendar.config)).toBeNull();
    } finally {
      await calendar.close();
    }
  });

  it('is scheduled on the configured cron, pulls once at start, and retries a failing feed with backoff', async () => {
    // The first answer fails, as a feed under maintenance would; BullMQ retries the job.
    feed.serveSequence([
      (_request, response) => response.writeHead(503).end(),
      (_request, response) =>
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify([feedRow()])),
    ]);
    const calendar = await startCalendar();
    const hitsBefore = feed.hits();
    const config = { ...calendar.config, CALENDAR_FEED_URL: feed.url, CALENDAR_FEED_CRON: '*/5 * * * *' };
    const jobs = await startFeedJobs(calendar.deps, config);
    try {
      expect(await jobs?.queue.getJobScheduler(PULL_FEED_JOB)).toMatchObject({ pattern: '*/5 * * * *' });
      expect(await jobs?.queue.getJobSchedulersCount()).toBe(1);
      await waitFor(async () => (await calendar.storedEvents()).length === 1, 15_000);
      expect(feed.hits() - hitsBefore).toBe(2);
      expect((await calendar.storedEvents())[0]).toMatchObject({ title: 'Non-Farm Employment Change', source: 'feed' });
    } finally {
      await jobs?.close();
      await calendar.close();
    }
  });

  it('runs inside the app when a feed URL is configured: the table fills at start', async () => {
    feed.serveJson([feedRow(), feedRow({ title: 'Unemployment Rate' })]);
    const calendar = await startCalendar({ CALENDAR_FEED_URL: feed.url });
    try {
      await waitFor(async () => (await calendar.storedEvents()).length === 2);
    } finally {
      await calendar.close();
    }
  });
});
