import { z } from 'zod';
import { ConfigError, loadConfig, portField } from '@prop/service-kit/config';
import { REGION_PLACEHOLDER } from './mt5/metaapi/metaapi-client.ts';

const positiveInt = (fallback: number, max: number) => z.coerce.number().int().min(1).max(max).default(fallback);
const flag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false'])
    .default(fallback)
    .transform((value) => value === 'true');
const regionTemplate = z
  .string()
  .refine((template) => template.includes(REGION_PLACEHOLDER), `must contain ${REGION_PLACEHOLDER}`)
  .refine((template) => URL.canParse(template.replaceAll(REGION_PLACEHOLDER, 'new-york')), 'must be a URL');
/**
 * MetaApi's SDK streams instance 0 of a region from `<region>-a` (instance 1 from `-b`), beside
 * the region's REST host.
 */
const DEFAULT_STREAM_URL_TEMPLATE = `https://mt-client-api-v1.${REGION_PLACEHOLDER}-a.agiliumtrade.ai`;

export const accountsEnv = {
  PORT: portField('accounts'),
  DB_SCHEMA: z.string().default('accounts'),
  /** simulator | metaapi. Unset: metaapi when METAAPI_TOKEN is set, else the simulator. */
  MT5_PROVIDER: z.enum(['simulator', 'metaapi']).optional(),
  /** Demo MT5 accounts in the simulator's pool. */
  SIM_ACCOUNTS: positiveInt(12, 50_000),
  /**
   * How often each simulated account moves, in ms. The benches slow it while they link tens of
   * thousands of accounts, so the set-up does not compete with the ticks it then measures.
   */
  SIM_PERIOD_MS: z.coerce.number().int().min(100).max(3_600_000).default(1000),
  /** The same seed gives the same account ids, logins and random walk after a restart. */
  SIM_SEED: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .default(20260101),
  /**
   * Funded simulated accounts trade by themselves (a persona each: manual, expert advisor, news,
   * weekend holders), after a back history of SIM_HISTORY_DAYS. Off: only the control trades.
   */
  SIM_PERSONAS: flag('false'),
  SIM_HISTORY_DAYS: z.coerce.number().int().min(0).max(90).default(30),
  METAAPI_TOKEN: z.string().min(1).optional(),
  METAAPI_PROVISIONING_URL: z.string().url().default('https://mt-provisioning-api-v1.agiliumtrade.agiliumtrade.ai'),
  /** One client API URL for every account (a proxy, a test server); when set it wins over the template. */
  METAAPI_CLIENT_URL: z.string().url().optional(),
  /** Each account's client API host: MetaApi serves an account only from its region's host. */
  METAAPI_CLIENT_URL_TEMPLATE: regionTemplate.default(`https://mt-client-api-v1.${REGION_PLACEHOLDER}.agiliumtrade.ai`),
  /**
   * Live figures over MetaApi's websocket API, REST polling kept for every account whose stream
   * is not live. Off: every deployed account is polled.
   */
  METAAPI_STREAMING: flag('true'),
  /**
   * Each region's websocket host. Unset: METAAPI_CLIENT_URL when that is set (a proxy, a test
   * server serves both), else MetaApi's stream hosts.
   */
  METAAPI_STREAM_URL_TEMPLATE: regionTemplate.optional(),
  /** How often each deployed account's information is read while its stream is not live. */
  METAAPI_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(5000),
  /** How often an account whose stream is live is still read over REST, as a check on the stream. */
  METAAPI_STREAM_POLL_MS: z.coerce.number().int().min(1000).max(86_400_000).default(300_000),
  /** How often the account list (state, connection status) is read; MetaApi allows few of these. */
  METAAPI_LIST_REFRESH_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  /** Account-information requests in flight at once. */
  METAAPI_CONCURRENCY: positiveInt(4, 100),
  /** How often linked accounts' latest figures are written to the database (restart continuity). */
  SNAPSHOT_PERSIST_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  /** How often the in-memory links are re-read from the database, as a safety net for missed events. */
  LINKS_RELOAD_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  /** Every linked account's deals and positions are read at least this often (activity reads it sooner). */
  TRADING_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  /** How far back the first read of a newly linked account's deals goes. */
  TRADING_HISTORY_DAYS: positiveInt(90, 3650),
  /** Reads of trading data in flight at once. */
  TRADING_CONCURRENCY: positiveInt(8, 200),
  /** How often the equity history's open minute buckets are written. */
  EQUITY_HISTORY_FLUSH_MS: z.coerce.number().int().min(100).max(3_600_000).default(10_000),
};

export type AccountsConfig = ReturnType<typeof loadAccountsConfig>;

export function loadAccountsConfig(env: Record<string, string | undefined> = process.env) {
  const config = loadConfig(accountsEnv, env);
  const provider = config.MT5_PROVIDER ?? (config.METAAPI_TOKEN ? 'metaapi' : 'simulator');
  const problems: string[] = [];
  if (provider === 'metaapi' && !config.METAAPI_TOKEN)
    problems.push('METAAPI_TOKEN: required with MT5_PROVIDER=metaapi');
  // Simulated equity in production would be fake money: it must be chosen on purpose there.
  if (config.NODE_ENV === 'production' && !config.MT5_PROVIDER) {
    problems.push('MT5_PROVIDER: must be set in production (metaapi, or simulator on purpose)');
  }
  if (problems.length) throw new ConfigError(problems);
  return {
    ...config,
    MT5_PROVIDER: provider,
    /** What the MetaApi client is given: the fixed URL, else the template it fills per account. */
    METAAPI_CLIENT_URL: config.METAAPI_CLIENT_URL ?? config.METAAPI_CLIENT_URL_TEMPLATE,
    /** Where the stream connects: the template, else the fixed client URL, else MetaApi's hosts. */
    METAAPI_STREAM_URL: config.METAAPI_STREAM_URL_TEMPLATE ?? config.METAAPI_CLIENT_URL ?? DEFAULT_STREAM_URL_TEMPLATE,
  };
}

export const MIGRATIONS_FOLDER = new URL('../migrations', import.meta.url).pathname;
