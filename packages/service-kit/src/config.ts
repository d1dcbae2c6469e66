import { z } from 'zod';
import type { ServiceName } from '@prop/contracts/services';
import { DEFAULT_ACCOUNT_PARTITIONS, MAX_ACCOUNT_PARTITIONS } from '@prop/contracts/partitions';
import { parseFaultPoints } from './faults.ts';

/** Values that only make sense on a developer's machine; production refuses to start with them. */
export const DEV_SECRETS = {
  SESSION_SECRET: 'dev-only-session-secret-change-me-0123456789',
  INTERNAL_TOKEN: 'dev-only-internal-token-change-me',
  METRICS_TOKEN: 'dev-only-metrics-token-change-me',
} as const;

export const baseEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().url().default('postgres://postgres@127.0.0.1:5432/prop'),
  REDIS_URL: z.string().url().default('redis://127.0.0.1:6379'),
  NATS_URL: z.string().default('nats://127.0.0.1:4222'),
  /** Prefixes NATS subjects, stream names and Redis keys, so test runs never share them. */
  NAMESPACE: z
    .string()
    .regex(/^[a-z0-9_]*$/, 'lower-case letters, digits and underscores only')
    .default(''),
  SESSION_SECRET: z.string().min(32).default(DEV_SECRETS.SESSION_SECRET),
  INTERNAL_TOKEN: z.string().min(24).default(DEV_SECRETS.INTERNAL_TOKEN),
  /**
   * The bearer credential of a Prometheus scraper on `/metrics`. It reads metrics only, so it is not
   * INTERNAL_TOKEN, which lets its holder act as any user.
   */
  METRICS_TOKEN: z.string().min(24).default(DEV_SECRETS.METRICS_TOKEN),
  /** "Saturday" and "today" are judged in this zone. */
  FIRM_TIME_ZONE: z
    .string()
    .default('Europe/Amsterdam')
    .refine((zone) => Intl.supportedValuesOf('timeZone').includes(zone) || zone === 'UTC', 'unknown time zone'),
  /** Crash points of the fault-injection harness (faults.ts); never in production. */
  FAULT_POINTS: z
    .string()
    .default('')
    .superRefine((text, context) => {
      try {
        parseFaultPoints(text);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
      }
    }),
  /**
   * The process clock's start (ISO time with offset): the clock reads it at start and runs on at
   * the real pace, so a test can be "on a Saturday". Never in production.
   */
  FAKE_NOW: z.iso.datetime({ offset: true }).optional(),
  /**
   * How long published outbox rows and processed event ids are kept before the hourly prune; at
   * least JetStream's duplicate window, within which an event may come again.
   */
  EVENT_RETENTION_SECONDS: z.coerce.number().int().min(120).default(86_400),
  /**
   * Partitions of accounts' high-rate events (@prop/contracts/partitions): the same in every
   * process, since it decides which partition an MT5 account's events are published in.
   */
  ACCOUNT_PARTITIONS: z.coerce.number().int().min(1).max(MAX_ACCOUNT_PARTITIONS).default(DEFAULT_ACCOUNT_PARTITIONS),
  /**
   * Life of a NATS KV lease (leadership.ts, partition-ownership.ts): a crashed replica's singleton
   * work and partitions move to another within it. The same in every process of a namespace.
   */
  LEASE_TTL_MS: z.coerce.number().int().min(1000).max(120_000).default(10_000),
  /**
   * This replica's name among its role's, kept by the process started in its place after a crash
   * (the pod's name; the launcher's slot): that process takes over the leases its predecessor left
   * at once rather than after LEASE_TTL_MS (lease-holder.ts). No two live replicas may share it.
   */
  REPLICA_NAME: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,100}$/, 'letters, digits, ".", "-" and "_" only, at most 100')
    .optional(),
  /** Copies of each stream kept by the NATS cluster: its number of servers (1 on one machine). */
  NATS_STREAM_REPLICAS: z.coerce.number().int().min(1).max(5).default(1),
  /**
   * Whether a service brings its schema to the latest migration as it starts. Kubernetes runs the
   * migrations once, in the chart's pre-install/pre-upgrade Job, and sets this false: a service
   * then refuses to start on a schema with pending migrations instead of racing its replicas.
   */
  MIGRATE_AT_BOOT: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** Set behind TLS so cookies carry Secure (and the __Host- prefix). */
  COOKIE_SECURE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});
export type BaseConfig = z.infer<typeof baseEnvSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/** Every URL of the (comma-separated) list carries a password. */
function hasPassword(urls: string): boolean {
  return urls.split(',').every((url) => {
    try {
      return new URL(url.trim()).password !== '';
    } catch {
      return false;
    }
  });
}

function refuseDevSecretsInProduction(config: BaseConfig, context: z.RefinementCtx) {
  if (config.NODE_ENV !== 'production') return;
  for (const [name, devValue] of Object.entries(DEV_SECRETS)) {
    if (config[name as keyof typeof DEV_SECRETS] === devValue) {
      context.addIssue({ code: 'custom', path: [name], message: 'must be set to a real secret in production' });
    }
  }
  if (config.METRICS_TOKEN === config.INTERNAL_TOKEN) {
    context.addIssue({ code: 'custom', path: ['METRICS_TOKEN'], message: 'must differ from INTERNAL_TOKEN' });
  }
  // NATS and Redis are reachable from every pod: in production they take a password, carried in the URL.
  for (const name of ['NATS_URL', 'REDIS_URL'] as const) {
    if (!hasPassword(config[name])) {
      context.addIssue({ code: 'custom', path: [name], message: 'must carry credentials in production' });
    }
  }
  if (config.FAULT_POINTS) {
    context.addIssue({ code: 'custom', path: ['FAULT_POINTS'], message: 'must not be set in production' });
  }
  if (config.FAKE_NOW) {
    context.addIssue({ code: 'custom', path: ['FAKE_NOW'], message: 'must not be set in production' });
  }
  if (!config.COOKIE_SECURE) {
    context.addIssue({ code: 'custom', path: ['COOKIE_SECURE'], message: 'must be true in production' });
  }
}

/**
 * Parses the environment once, at boot. Every bad variable is reported together;
 * nothing deeper in the code reads process.env.
 */
export function loadConfig<TExtra extends z.ZodRawShape>(
  extra: TExtra,
  env: Record<string, string | undefined> = process.env,
): BaseConfig & z.infer<z.ZodObject<TExtra>> {
  const schema = baseEnvSchema.extend(extra).superRefine((config, context) => {
    refuseDevSecretsInProduction(config as BaseConfig, context);
  });
  const result = schema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  return result.data as BaseConfig & z.infer<z.ZodObject<TExtra>>;
}

/** Default local ports: one per process, so the whole platform runs on one machine. */
export const DEFAULT_PORTS: Record<ServiceName | 'gateway', number> = {
  gateway: 8080,
  identity: 4101,
  accounts: 4102,
  risk: 4103,
  payouts: 4104,
  billing: 4105,
  support: 4106,
  marketing: 4107,
  calendar: 4108,
  audit: 4109,
  programs: 4110,
  affiliates: 4112,
  reporting: 4111,
} as const;
export { SERVICE_NAMES, type ServiceName } from '@prop/contracts/services';

export function portField(service: keyof typeof DEFAULT_PORTS) {
  return z.coerce.number().int().min(0).max(65535).default(DEFAULT_PORTS[service]);
}

/**
 * Every Redis key of a run starts with its namespace, so parallel test runs never share keys.
 * Sessions use it too: identity writes and the gateway reads them under the same prefix.
 */
export function redisKeyPrefix(namespace: string): string {
  return namespace ? `${namespace}:` : '';
}
