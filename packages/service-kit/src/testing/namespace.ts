import { randomBytes } from 'node:crypto';
import { createDb } from '../db.ts';
import { dropSchema } from '../migrate.ts';
import { kvBucketFor } from '../kv.ts';
import { connectNats, type Nats } from '../nats.ts';
import { createRedis } from '../redis.ts';

/**
 * One database for each vitest worker. Files run in parallel, and a file's cleanup drops its schema:
 * a query that walks the catalog of every schema (Kysely's migrator looks for its tables so) fails
 * when a schema is dropped under it, which cannot happen across databases.
 */
export const TEST_DATABASE_URL = `postgres://postgres@127.0.0.1:5432/prop_test${process.env.VITEST_POOL_ID ? `_${process.env.VITEST_POOL_ID}` : ''}`;

/** The NATS server on this machine that every test file shares, each in its own namespace. */
export const TEST_NATS_URL = 'nats://127.0.0.1:4222';

const LOCAL = {
  DATABASE_URL: TEST_DATABASE_URL,
  REDIS_URL: 'redis://127.0.0.1:6379',
  NATS_URL: TEST_NATS_URL,
};

/**
 * Every test file runs in its own namespace: its own PostgreSQL schema, NATS streams and subjects,
 * and Redis key prefix, so files run in parallel and leave nothing behind.
 */
export interface TestNamespace {
  namespace: string;
  schema: string;
  env: Record<string, string>;
  cleanup: () => Promise<void>;
}

export function createTestNamespace(service: string, extraEnv: Record<string, string> = {}): TestNamespace {
  const namespace = `t${randomBytes(5).toString('hex')}`;
  const schema = `${service}_${namespace}`;
  const env = {
    ...LOCAL,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    NAMESPACE: namespace,
    DB_SCHEMA: schema,
    ...extraEnv,
  };
  return { namespace, schema, env, cleanup: () => removeNamespace(env, namespace, schema) };
}

async function removeNamespace(env: Record<string, string>, namespace: string, schema: string): Promise<void> {
  const db = createDb({ url: env.DATABASE_URL ?? LOCAL.DATABASE_URL, schema });
  await dropSchema(db, schema).finally(() => db.destroy());
  await removeStreamsAndKeys(env, namespace);
}

/** Deletes a namespace's key-value buckets (each is a stream named `KV_<bucket>`). */
export async function removeKvBuckets(jsm: Nats['jsm'], namespace: string): Promise<void> {
  if (!namespace) return;
  for await (const stream of jsm.streams.list()) {
    if (stream.config.name.startsWith(`KV_${kvBucketFor(namespace, '')}`)) await jsm.streams.delete(stream.config.name);
  }
}

/** Deletes a namespace's NATS streams, key-value buckets and Redis keys. */
export async function removeStreamsAndKeys(env: Record<string, string>, namespace: string): Promise<void> {
  const nats = await connectNats(env.NATS_URL ?? LOCAL.NATS_URL, 'test-cleanup');
  for await (const stream of nats.jsm.streams.list()) {
    if (stream.config.name.startsWith(`${namespace.toUpperCase()}_`)) await nats.jsm.streams.delete(stream.config.name);
  }
  await removeKvBuckets(nats.jsm, namespace);
  await nats.nc.close();

  const redis = createRedis(env.REDIS_URL ?? LOCAL.REDIS_URL);
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${namespace}:*`, 'COUNT', 500);
    if (keys.length) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
  redis.disconnect();
}
