/** The least a production process must be given: real secrets, TLS cookies, credentials for NATS and Redis. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'a-real-session-secret-of-enough-length-0123',
  INTERNAL_TOKEN: 'a-real-internal-token-0123456789',
  METRICS_TOKEN: 'a-real-metrics-token-0123456789',
  COOKIE_SECURE: 'true',
  NATS_URL: 'nats://prop:a-real-nats-password@nats.internal:4222',
  REDIS_URL: 'rediss://default:a-real-redis-password@redis.internal:6379',
} as const;
