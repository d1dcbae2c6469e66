import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ConfigError, loadConfig, portField } from '@prop/service-kit/config';

import DEMO_DEFAULTS from '../demo-accounts.json' with { type: 'json' };

// Demo accounts are seeded in development only; `npm start` prints these defaults from the same file.

/** 32 bytes of development key; production refuses it (see kycProblems). */
export const DEV_KYC_ENCRYPTION_KEY = Buffer.from('dev-only-kyc-key-never-in-prod!!').toString('base64');
/** `<repo>/.data/kyc`: git-ignored and outside anything the gateway serves, wherever the process starts. */
const DEFAULT_KYC_STORAGE_DIR = fileURLToPath(new URL('../../../.data/kyc', import.meta.url));

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
const optionalFlag = optional(z.enum(['true', 'false']).transform((value) => value === 'true'));

export const identityEnv = {
  PORT: portField('identity'),
  DB_SCHEMA: z.string().default('identity'),
  SEED_ADMIN_EMAIL: z.email().default(DEMO_DEFAULTS.SEED_ADMIN_EMAIL),
  SEED_ADMIN_PASSWORD: z.string().min(12).default(DEMO_DEFAULTS.SEED_ADMIN_PASSWORD),
  SEED_TRADER_EMAIL: z.email().default(DEMO_DEFAULTS.SEED_TRADER_EMAIL),
  SEED_TRADER_PASSWORD: z.string().min(8).default(DEMO_DEFAULTS.SEED_TRADER_PASSWORD),
  /** The embedded document store: a private folder, used when no S3 bucket is configured. */
  KYC_STORAGE_DIR: z
    .string()
    .min(1)
    .default(DEFAULT_KYC_STORAGE_DIR)
    .transform((dir) => resolve(dir)),
  /** AES-256-GCM key for KYC files at rest (`openssl rand -base64 32`). */
  KYC_ENCRYPTION_KEY: z
    .string()
    .default(DEV_KYC_ENCRYPTION_KEY)
    .refine((key) => /^[A-Za-z0-9+/]{43}=$/.test(key), 'must be 32 bytes, base64-encoded (openssl rand -base64 32)'),
  KYC_S3_BUCKET: optional(z.string()),
  KYC_S3_ENDPOINT: optional(z.url()),
  KYC_S3_REGION: z.string().min(1).default('us-east-1'),
  KYC_S3_ACCESS_KEY_ID: optional(z.string()),
  KYC_S3_SECRET_ACCESS_KEY: optional(z.string()),
  /** Most S3-compatible servers (MinIO, Ceph) want path-style URLs. */
  KYC_S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /**
   * When true, an admin without a second factor (a passkey or an authenticator app) may sign in
   * only to enrol one (the gateway refuses every other admin route to that session). By default on
   * in production and off elsewhere, so a fresh dev install and the demo admin work without one.
   * ADMIN_TOTP_REQUIRED is its older name, still read.
   */
  ADMIN_SECOND_FACTOR_REQUIRED: optionalFlag,
  ADMIN_TOTP_REQUIRED: optionalFlag,
  /** How long a "view as trader" lasts at most (docs/decisions/015). */
  VIEW_AS_MINUTES: z.coerce.number().int().min(1).max(240).default(30),
  /** How long the data export waits for each service's part of the trader's data. */
  USER_DATA_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** The domain passkeys are bound to; by default the host of the page that asks (see webauthn-site.ts). */
  WEBAUTHN_RP_ID: optional(z.string().regex(/^[a-z0-9.-]+$/i, 'must be a host name, e.g. example.com')),
  /**
   * The origins the admin app is served on, comma-separated (https://admin.example.com). Passkeys
   * work only there; outside production any loopback origin is accepted as well.
   */
  WEBAUTHN_ORIGINS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ }).refine((url) => new URL(url).origin === url, 'must be an origin'))),
};

export type IdentityConfig = ReturnType<typeof loadIdentityConfig>;

export function loadIdentityConfig(env: Record<string, string | undefined> = process.env) {
  const config = loadConfig(identityEnv, env);
  const problems = [...kycProblems(config), ...secondFactorProblems(config)];
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    ...config,
    ADMIN_SECOND_FACTOR_REQUIRED:
      config.ADMIN_SECOND_FACTOR_REQUIRED ?? config.ADMIN_TOTP_REQUIRED ?? config.NODE_ENV === 'production',
  };
}

/** The flag's two names must not say different things. */
function secondFactorProblems(config: ReturnType<typeof loadConfig<typeof identityEnv>>): string[] {
  const { ADMIN_SECOND_FACTOR_REQUIRED: required, ADMIN_TOTP_REQUIRED: older } = config;
  return required !== undefined && older !== undefined && required !== older
    ? ['ADMIN_SECOND_FACTOR_REQUIRED: contradicts ADMIN_TOTP_REQUIRED; set one of them']
    : [];
}

/** Rules across KYC variables, checked once the variables themselves are valid. */
function kycProblems(config: ReturnType<typeof loadConfig<typeof identityEnv>>): string[] {
  const problems: string[] = [];
  if (config.NODE_ENV === 'production' && config.KYC_ENCRYPTION_KEY === DEV_KYC_ENCRYPTION_KEY) {
    problems.push('KYC_ENCRYPTION_KEY: must be set to a real key in production');
  }
  if (Boolean(config.KYC_S3_ACCESS_KEY_ID) !== Boolean(config.KYC_S3_SECRET_ACCESS_KEY)) {
    problems.push('KYC_S3_ACCESS_KEY_ID: must be set together with KYC_S3_SECRET_ACCESS_KEY');
  }
  if (!config.KYC_S3_BUCKET && (config.KYC_S3_ENDPOINT || config.KYC_S3_ACCESS_KEY_ID)) {
    problems.push('KYC_S3_BUCKET: required when other KYC_S3_ variables are set');
  }
  return problems;
}

export const MIGRATIONS_FOLDER = new URL('../migrations', import.meta.url).pathname;
