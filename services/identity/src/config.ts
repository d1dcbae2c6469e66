import { z } from 'zod';
import { loadConfig, portField } from '@prop/service-kit/config';

import DEMO_DEFAULTS from '../demo-accounts.json' with { type: 'json' };

// Demo accounts are seeded in development only; `npm start` prints these defaults from the same file.

export const identityEnv = {
  PORT: portField('identity'),
  DB_SCHEMA: z.string().default('identity'),
  SEED_ADMIN_EMAIL: z.email().default(DEMO_DEFAULTS.SEED_ADMIN_EMAIL),
  SEED_ADMIN_PASSWORD: z.string().min(12).default(DEMO_DEFAULTS.SEED_ADMIN_PASSWORD),
  SEED_TRADER_EMAIL: z.email().default(DEMO_DEFAULTS.SEED_TRADER_EMAIL),
  SEED_TRADER_PASSWORD: z.string().min(8).default(DEMO_DEFAULTS.SEED_TRADER_PASSWORD),
};

export type IdentityConfig = ReturnType<typeof loadIdentityConfig>;

export function loadIdentityConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig(identityEnv, env);
}

export const MIGRATIONS_FOLDER = new URL('../migrations', import.meta.url).pathname;
