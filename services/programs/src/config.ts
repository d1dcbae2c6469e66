import { z } from 'zod';
import { loadConfig, portField } from '@prop/service-kit/config';

export const programsEnv = {
  PORT: portField('programs'),
  DB_SCHEMA: z.string().default('programs'),
};

export type ProgramsConfig = ReturnType<typeof loadProgramsConfig>;

export function loadProgramsConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig(programsEnv, env);
}

export const MIGRATIONS_FOLDER = new URL('../migrations', import.meta.url).pathname;
