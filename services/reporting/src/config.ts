import { z } from 'zod';
import { loadConfig, portField } from '@prop/service-kit/config';

export const reportingEnv = {
  PORT: portField('reporting'),
  DB_SCHEMA: z.string().default('reporting'),
};

export type ReportingConfig = ReturnType<typeof loadReportingConfig>;

export function loadReportingConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig(reportingEnv, env);
}

export const MIGRATIONS_FOLDER = new URL('../migrations', import.meta.url).pathname;
