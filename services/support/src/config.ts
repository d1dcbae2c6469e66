import { z } from 'zod';
import { loadConfig, portField } from '@prop/service-kit/config';

export const supportEnv = {
  PORT: portField('support'),
  DB_SCHEMA: z.string().default('support'),
};

export type SupportConfig = ReturnType<typeof loadSupportConfig>;

export function loadSupportConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig(supportEnv, env);
}

export const MIGRATIONS_FOLDER = new URL('../migrations', import.meta.url).pathname;
