import { Redis, type RedisOptions } from 'ioredis';

/**
 * BullMQ needs maxRetriesPerRequest null; the same settings suit every other use. A hot path may
 * add options, e.g. the gateway's automatic pipelining.
 */
export function createRedis(url: string, options: RedisOptions = {}): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: true, lazyConnect: false, ...options });
}
