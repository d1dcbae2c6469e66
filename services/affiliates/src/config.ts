import { z } from 'zod';
import { loadConfig, portField } from '@prop/service-kit/config';

export const affiliatesEnv = {
  PORT: portField('affiliates'),
  DB_SCHEMA: z.string().default('affiliates'),
  /** Where the trader app is reached: referral links point there. */
  PUBLIC_APP_URL: z
    .url({ protocol: /^https?$/ })
    .default('http://127.0.0.1:8080')
    .transform((url) => url.replace(/\/+$/, '')),
};

export type AffiliatesConfig = ReturnType<typeof loadAffiliatesConfig>;

export function loadAffiliatesConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig(affiliatesEnv, env);
}

export const MIGRATIONS_FOLDER = new URL('../migrations', import.meta.url).pathname;
