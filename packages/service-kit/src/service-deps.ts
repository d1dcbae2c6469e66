import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import pino, { type Logger } from 'pino';
import { type Clock, createClock } from './clock.ts';
import { type BaseConfig, redisKeyPrefix, type ServiceName } from './config.ts';
import { startJobs } from './jobs.ts';
import { pruneEventsJob } from './prune-events.ts';
import type { HandlerRuntime } from './on-event.ts';
import { createDb, ensureDatabase } from './db.ts';
import type { KitTables } from './kit-migrations.ts';
import { faultHook, parseFaultPoints } from './faults.ts';
import { watchOutboxBacklog } from './metrics.ts';
import { assertMigrated, migrateToLatest } from './migrate.ts';
import { connectNats, ensureStream, type Nats } from './nats.ts';
import { OutboxRelay } from './outbox-relay.ts';
import { createRedis } from './redis.ts';

export interface ServiceConfig extends BaseConfig {
  PORT: number;
  DB_SCHEMA: string;
}

export interface ServiceDeps<DB> {
  service: ServiceName;
  config: ServiceConfig;
  log: Logger;
  clock: Clock;
  db: Kysely<DB>;
  redis: Redis;
  nats: Nats;
  relay: OutboxRelay;
  /** What commands and event handlers run with: `runCommand(deps.runtime, …)`, `onEvents(deps.runtime, …)`. */
  runtime: HandlerRuntime<DB>;
  close: () => Promise<void>;
}

/**
 * Connects everything a service needs, in one place: its database schema (migrated to latest),
 * Redis, NATS with its own stream, and the outbox relay. `close` undoes it in reverse order.
 */
export async function createServiceDeps<DB extends KitTables>(
  service: ServiceName,
  config: ServiceConfig,
  migrationsFolder: string,
): Promise<ServiceDeps<DB>> {
  const faults = parseFaultPoints(config.FAULT_POINTS);
  const log = pino({ level: config.LOG_LEVEL, name: service });
  const clock = createClock(config.FAKE_NOW);
  if (config.FAKE_NOW) log.warn({ fakeNow: config.FAKE_NOW }, 'test clock in use');
  await ensureDatabase(config.DATABASE_URL);
  const db = createDb<DB>({
    url: config.DATABASE_URL,
    schema: config.DB_SCHEMA,
    // One connection stays warm for the first write after a quiet spell: a breach's, a trader's.
    min: 1,
    applicationName: service,
    beforeCommit: faultHook(faults, 'db.before-commit'),
    onConnectionError: (error) => log.warn({ err: error }, 'database connection lost'),
  });
  if (config.MIGRATE_AT_BOOT) await migrateToLatest(db, config.DB_SCHEMA, migrationsFolder);
  else await assertMigrated(db, config.DB_SCHEMA, migrationsFolder);
  const redis = createRedis(config.REDIS_URL);
  const nats = await connectNats(config.NATS_URL, service, config.NATS_STREAM_REPLICAS, log);
  await ensureStream(nats, config.NAMESPACE, service);
  const relay = new OutboxRelay({
    db: db as unknown as Kysely<KitTables>,
    js: nats.js,
    namespace: config.NAMESPACE,
    log,
    beforeMark: faultHook(faults, 'outbox.before-mark'),
  });
  relay.start();
  const housekeeping = await startJobs({
    redisUrl: config.REDIS_URL,
    queue: `${service}-housekeeping`,
    prefix: `${redisKeyPrefix(config.NAMESPACE)}bull`,
    jobs: [
      pruneEventsJob({
        db: db as unknown as Kysely<KitTables>,
        clock,
        retentionSeconds: config.EVENT_RETENTION_SECONDS,
      }),
    ],
    log,
  });
  const unwatchBacklog = watchOutboxBacklog(service, async () => {
    const row = await (db as unknown as Kysely<KitTables>)
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('published_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  });
  return {
    service,
    config,
    log,
    clock,
    db,
    redis,
    nats,
    relay,
    runtime: {
      service,
      db,
      clock,
      relay,
      nats,
      namespace: config.NAMESPACE,
      log,
      partitions: config.ACCOUNT_PARTITIONS,
    },
    close: async () => {
      unwatchBacklog();
      await housekeeping.close();
      await relay.stop();
      await nats.nc.drain();
      redis.disconnect();
      await db.destroy();
    },
  };
}
