import { Redis } from 'ioredis';

/** BullMQ needs maxRetriesPerRequest null; the same settings suit every other use. */
export function createRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: true, lazyConnect: false });
}
