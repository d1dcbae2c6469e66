import { z } from 'zod';
import { ConfigError, loadConfig, portField } from '@prop/service-kit/config';
import { chooseEmailTransport } from './email/transport-choice.ts';

/** An empty variable counts as unset, so `BREVO_API_KEY=` leaves Brevo unconfigured. */
const unsetWhenEmpty = (value: unknown) => (value === '' ? undefined : value);
const positiveInt = (fallback: number, max: number) => z.coerce.number().int().min(1).max(max).default(fallback);

export const marketingEnv = {
  PORT: portField('marketing'),
  DB_SCHEMA: z.string().default('marketing'),
  /** Without it the service is "Not Configured": every Brevo route says so and nothing is sent. */
  BREVO_API_KEY: z.preprocess(unsetWhenEmpty, z.string().min(1).optional()),
  /** The Brevo list that holds the firm's traders. */
  BREVO_LIST_ID: z.preprocess(unsetWhenEmpty, z.coerce.number().int().positive().optional()),
  BREVO_API_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://api.brevo.com/v3')
    .transform((url) => url.replace(/\/+$/, '')),
  /** The verified Brevo sender of transactional mail; without it no transactional email is sent. */
  BREVO_SENDER_EMAIL: z.preprocess(unsetWhenEmpty, z.email().optional()),
  BREVO_SENDER_NAME: z.string().min(1).default('Support Team'),
  /** Where the apps live (the gateway), for the links in e-mails. */
  PUBLIC_APP_URL: z.preprocess(
    unsetWhenEmpty,
    z
      .url({ protocol: /^https?$/ })
      .default('http://127.0.0.1:8080')
      .transform((url) => url.replace(/\/+$/, '')),
  ),
  /** Any SMTP server (smtp:// or smtps://, credentials in the URL); it wins over Brevo. */
  SMTP_URL: z.preprocess(unsetWhenEmpty, z.url({ protocol: /^smtps?$/ }).optional()),
  /** The From of e-mail sent by SMTP (Brevo sends as BREVO_SENDER_EMAIL). */
  EMAIL_FROM: z.string().min(3).default('Funded Trader <no-reply@prop.local>'),
  /** Contacts per Brevo import in a sync (one request and its process each; Brevo takes up to ~8 MB). */
  BREVO_IMPORT_BATCH_SIZE: positiveInt(500, 5000),
  /** How often a sync asks Brevo whether an import's process has completed. */
  BREVO_PROCESS_POLL_MS: positiveInt(2000, 60_000),
  /** How long a sync waits for one import's process before it gives up and its job tries again later. */
  BREVO_PROCESS_MAX_WAIT_MS: positiveInt(900_000, 3_600_000),
  /** Retries of one call after a 5xx or a lost connection (429s wait instead, or pause a sync's job). */
  BREVO_RETRIES: z.coerce.number().int().min(0).max(10).default(4),
  BREVO_RETRY_MIN_MS: positiveInt(500, 60_000),
  /** How long one call may keep retrying, waits for Retry-After included. */
  BREVO_MAX_RETRY_TIME_MS: positiveInt(60_000, 600_000),
  BREVO_TIMEOUT_MS: positiveInt(10_000, 120_000),
};

export type MarketingConfig = ReturnType<typeof loadMarketingConfig>;

export function loadMarketingConfig(env: Record<string, string | undefined> = process.env) {
  const config = loadConfig(marketingEnv, env);
  const problems: string[] = [];
  if (config.BREVO_API_KEY && !config.BREVO_LIST_ID) problems.push('BREVO_LIST_ID: required when BREVO_API_KEY is set');
  if (config.NODE_ENV === 'production' && chooseEmailTransport(config).kind === 'maildev') {
    problems.push('SMTP_URL: required in production unless BREVO_API_KEY and BREVO_SENDER_EMAIL are set');
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

export const MIGRATIONS_FOLDER = new URL('../migrations', import.meta.url).pathname;
