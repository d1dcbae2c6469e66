import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, register } from 'prom-client';

/**
 * Prometheus metrics of one process: request latency, outbox backlog, consumer lag and jobs. One
 * process is one service in production; tests run several in one process, so every metric is
 * created once and each instance adds its own source to the shared collectors.
 */
type Source = { labels: Record<string, string>; read: () => Promise<number> };

function once<T>(name: string, create: () => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? create();
}

function sampled(name: string, help: string, labelNames: string[], sources: Set<Source>): Gauge {
  return once(
    name,
    () =>
      new Gauge({
        name,
        help,
        labelNames,
        async collect() {
          this.reset();
          await Promise.all(
            [...sources].map(async (source) => {
              // A dependency that is down must not fail the whole scrape; readiness reports it.
              const value = await source.read().catch(() => Number.NaN);
              this.set(source.labels, value);
            }),
          );
        },
      }),
  );
}

const requestDuration = () =>
  once(
    'http_request_duration_seconds',
    () =>
      new Histogram({
        name: 'http_request_duration_seconds',
        help: 'Time to answer an HTTP request, by route pattern',
        labelNames: ['service', 'method', 'route', 'status'],
        buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      }),
  );

export const jobsFinished = () =>
  once(
    'jobs_finished_total',
    () =>
      new Counter({
        name: 'jobs_finished_total',
        help: 'Background jobs finished, by outcome',
        labelNames: ['queue', 'job', 'outcome'],
      }),
  );

/**
 * A counter of the process, created once however many apps a test runs in it. Services define
 * their business counters with it, each in a file of its own.
 */
export function sharedCounter<Label extends string>(name: string, help: string, labelNames: readonly Label[]) {
  return once(name, () => new Counter<Label>({ name, help, labelNames }));
}

/** A histogram of the process, created once however many apps a test runs in it (see `sharedCounter`). */
export function sharedHistogram<Label extends string>(
  name: string,
  help: string,
  labelNames: readonly Label[],
  buckets: number[],
) {
  return once(name, () => new Histogram<Label>({ name, help, labelNames, buckets }));
}

/** Events a consumer terminated because they were unreadable or their data broke their schema. */
export const eventsRefused = () =>
  once(
    'events_refused_total',
    () =>
      new Counter({
        name: 'events_refused_total',
        help: 'Events terminated by a consumer as bad data, by consumer and event type',
        labelNames: ['consumer', 'type'],
      }),
  );

/**
 * Events NATS will not deliver again: their handler failed on the last delivery `max_deliver`
 * allows, so their effect is missing until someone replays them.
 */
export const eventsGivenUp = () =>
  sharedCounter(
    'events_given_up_total',
    'Events whose handler failed on their last delivery, by consumer and event type',
    ['consumer', 'type'],
  );

const gaugeSources = new Map<string, Set<Source>>();

/**
 * A gauge read at each scrape from a figure kept elsewhere (the age of the oldest snapshot), so
 * nothing is computed between scrapes. Returns the function that stops reading this source.
 */
export function watchGauge(
  name: string,
  help: string,
  labels: Record<string, string>,
  read: () => Promise<number>,
): () => void {
  const sources = gaugeSources.get(name) ?? new Set<Source>();
  gaugeSources.set(name, sources);
  sampled(name, help, Object.keys(labels), sources);
  const source = { labels, read };
  sources.add(source);
  return () => sources.delete(source);
}

/** Rows of the outbox not yet on NATS: grows when NATS is down or the relay is stuck. */
export const watchOutboxBacklog = (service: string, read: () => Promise<number>) =>
  watchGauge('outbox_backlog', 'Outbox events not yet published', { service }, read);

/** Events a durable consumer has not handled yet. */
export const watchConsumerLag = (durable: string, read: () => Promise<number>) =>
  watchGauge('event_consumer_lag', 'Events waiting for a durable consumer', { consumer: durable }, read);

let defaultsStarted = false;

/**
 * How often the event-loop delay is sampled (`nodejs_eventloop_lag_*`). prom-client's 10 ms woke
 * every process 100 times a second to do it: 5 ms of CPU a second each while idle, a tenth of a
 * core across the two-replica platform's 26 processes. At 50 ms a sample costs a fifth of that
 * and a 15-second scrape still holds 300 samples; each sample includes the interval.
 */
export const EVENT_LOOP_RESOLUTION_MS = 50;

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Times every request under its route pattern (not its URL, so ids do not explode the labels) and
 * serves `/metrics` to a scraper holding the metrics token as a bearer credential only: the
 * gateway's port is public, and the internal token (which acts as any user) is never asked for.
 */
export function registerMetrics(app: FastifyInstance, service: string, metricsToken: string): void {
  if (!defaultsStarted) {
    collectDefaultMetrics({ eventLoopMonitoringPrecision: EVENT_LOOP_RESOLUTION_MS });
    defaultsStarted = true;
  }
  // Shown from the first scrape, before their first event: alert rules and dashboards find them.
  jobsFinished();
  eventsRefused();
  eventsGivenUp();
  const histogram = requestDuration();
  app.addHook('onResponse', async (request, reply) => {
    histogram.observe(
      {
        service,
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', async (request, reply) => {
    const given = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (!sameSecret(given, metricsToken)) return reply.code(401).send({ message: 'Unauthorized' });
    return reply.type(register.contentType).send(await register.metrics());
  });
}
