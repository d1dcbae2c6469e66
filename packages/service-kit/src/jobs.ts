import { DelayedError, Queue, Worker } from 'bullmq';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { jobsFinished } from './metrics.ts';

/** What a handler can do with the run it is in. */
export interface JobRun {
  /**
   * Ends this run and puts the job back in the queue for `delayMs`, e.g. until a rate limit resets:
   * no worker slot is held meanwhile and no attempt is used up. It rejects with BullMQ's
   * DelayedError, which the handler lets through.
   */
  pauseFor(delayMs: number): Promise<never>;
}

/** A scheduled job: an id, a zod payload, an optional cron and an idempotent handler. */
export interface JobDefinition<TPayload extends z.ZodType = z.ZodType> {
  id: string;
  payload: TPayload;
  cron?: string;
  cronPayload?: z.input<TPayload>;
  handle: (payload: z.output<TPayload>, run: JobRun) => Promise<unknown>;
}

export function defineJob<TPayload extends z.ZodType>(job: JobDefinition<TPayload>): JobDefinition<TPayload> {
  return job;
}

/** A job of any payload type, as a runner holds them; each was checked by defineJob. */
type AnyJob = Omit<JobDefinition, 'handle'> & { handle: (payload: never, run: JobRun) => Promise<unknown> };

export interface JobRunnerOptions {
  redisUrl: string;
  /** Queue name; tests give each run its own. */
  queue: string;
  prefix: string;
  jobs: AnyJob[];
  log: Pick<Logger, 'error' | 'info'>;
  concurrency?: number;
}

function connectionFor(url: string) {
  return { url, maxRetriesPerRequest: null };
}

/**
 * One queue and one worker per service. Crons are registered with upsertJobScheduler, so every
 * replica can register them and only one schedule exists; failures retry with exponential backoff.
 */
export async function startJobs(options: JobRunnerOptions) {
  const connection = connectionFor(options.redisUrl);
  const byId = new Map(options.jobs.map((job) => [job.id, job]));
  const queue = new Queue(options.queue, {
    connection,
    prefix: options.prefix,
    defaultJobOptions: {
      attempts: 5,
      backoff: { type: 'exponential', delay: 1000 },
      removeOnComplete: 1000,
      removeOnFail: 5000,
    },
  });
  queue.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
  const worker = new Worker(
    options.queue,
    async (job, token) => {
      const definition = byId.get(job.name);
      if (!definition) throw new Error(`Unknown job ${job.name}`);
      const run: JobRun = {
        // BullMQ's delays are on the real clock (Redis and the workers read Date.now()), not a service's injected one.
        async pauseFor(delayMs) {
          await job.moveToDelayed(Date.now() + Math.max(0, delayMs), token);
          throw new DelayedError();
        },
      };
      return definition.handle(definition.payload.parse(job.data) as never, run);
    },
    { connection, prefix: options.prefix, concurrency: options.concurrency ?? 2 },
  );
  worker.on('error', (error) => options.log.error({ err: error }, 'job worker error'));
  const finished = jobsFinished();
  worker.on('completed', (job) => finished.inc({ queue: options.queue, job: job.name, outcome: 'completed' }));
  worker.on('failed', (job, error) => {
    finished.inc({ queue: options.queue, job: job?.name ?? 'unknown', outcome: 'failed' });
    options.log.error({ err: error, job: job?.name }, 'job failed');
  });
  for (const job of options.jobs) {
    if (job.cron) {
      await queue.upsertJobScheduler(job.id, { pattern: job.cron }, { name: job.id, data: job.cronPayload ?? {} });
    }
  }
  return {
    queue,
    /** `delayMs` holds the job back, e.g. for a commit the enqueuing transaction has yet to make. */
    enqueue: (id: string, payload: unknown, jobId?: string, delayMs?: number) =>
      queue.add(id, payload, { ...(jobId ? { jobId } : {}), ...(delayMs ? { delay: delayMs } : {}) }),
    close: async () => {
      await worker.close();
      await queue.close();
    },
  };
}
export type JobRunner = Awaited<ReturnType<typeof startJobs>>;
