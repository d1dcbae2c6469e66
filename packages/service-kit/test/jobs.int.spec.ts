import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob, startJobs } from '../src/jobs.ts';
import { createTestNamespace } from '../src/testing/namespace.ts';
import { silentLog, waitFor } from './helpers.ts';

describe('BullMQ job runner', () => {
  const ns = createTestNamespace('kit');
  const seen: string[] = [];
  let failuresLeft = 1;
  const echo = defineJob({
    id: 'echo',
    payload: z.object({ word: z.string() }),
    handle: async ({ word }) => {
      if (word === 'flaky' && failuresLeft-- > 0) throw new Error('transient');
      seen.push(word);
    },
  });
  const runner = startJobs({
    redisUrl: 'redis://127.0.0.1:6379',
    queue: 'kit-test',
    prefix: `${ns.namespace}:bull`,
    jobs: [echo],
    log: silentLog,
  });
  afterAll(async () => {
    await (await runner).close();
    await ns.cleanup();
  });

  it('runs an enqueued job with its validated payload', async () => {
    await (await runner).enqueue('echo', { word: 'hello' });
    await waitFor(() => seen.includes('hello'));
  });

  it('retries a failed job with backoff until it succeeds', async () => {
    await (await runner).enqueue('echo', { word: 'flaky' });
    await waitFor(() => seen.includes('flaky'), 10000);
    expect(failuresLeft).toBeLessThan(0);
  });

  it('registers a cron schedule once however often it is registered', async () => {
    const { queue } = await runner;
    await queue.upsertJobScheduler('nightly', { pattern: '0 3 * * *' }, { name: 'echo', data: { word: 'night' } });
    await queue.upsertJobScheduler('nightly', { pattern: '0 3 * * *' }, { name: 'echo', data: { word: 'night' } });
    expect(await queue.getJobSchedulersCount()).toBe(1);
  });
});
