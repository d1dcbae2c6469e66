import { z } from 'zod';
import { loadConfig, portField } from '@prop/service-kit/config';

export const auditEnv = {
  PORT: portField('audit'),
  DB_SCHEMA: z.string().default('audit'),
};

export type AuditConfig = ReturnType<typeof loadAuditConfig>;

export function loadAuditConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig(auditEnv, env);
}

export const MIGRATIONS_FOLDER = new URL('../migrations', import.meta.url).pathname;
