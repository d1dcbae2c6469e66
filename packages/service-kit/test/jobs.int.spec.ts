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
  /** Pauses its job once, as a handler told to wait out a rate limit does, then finishes. */
  const runs: number[] = [];
  const patient = defineJob({
    id: 'patient',
    payload: z.object({ pauseMs: z.number() }),
    handle: async ({ pauseMs }, run) => {
      runs.push(performance.now());
      if (runs.length === 1) await run.pauseFor(pauseMs);
    },
  });
  const runner = startJobs({
    redisUrl: 'redis://127.0.0.1:6379',
    queue: 'kit-test',
    prefix: `${ns.namespace}:bull`,
    jobs: [echo, patient],
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

  it('lets a handler pause its job: delayed in the queue, then run again without using an attempt', async () => {
    const { queue, enqueue } = await runner;
    const job = await enqueue('patient', { pauseMs: 1500 }, 'patient-1');
    await waitFor(async () => (await queue.getJobState('patient-1')) === 'delayed');
    await waitFor(async () => (await queue.getJobState('patient-1')) === 'completed', 10000);
    expect(runs).toHaveLength(2);
    expect((runs[1] ?? 0) - (runs[0] ?? 0)).toBeGreaterThanOrEqual(1400);
    // Only the run that finished counts as an attempt: the pause used none.
    expect((await queue.getJob(job.id ?? ''))?.attemptsMade).toBe(1);
  });

  it('registers a cron schedule once however often it is registered', async () => {
    const { queue } = await runner;
    await queue.upsertJobScheduler('nightly', { pattern: '0 3 * * *' }, { name: 'echo', data: { word: 'night' } });
    await queue.upsertJobScheduler('nightly', { pattern: '0 3 * * *' }, { name: 'echo', data: { word: 'night' } });
    expect(await queue.getJobSchedulersCount()).toBe(1);
  });
});
