import { z } from 'zod';
import { loadConfig, portField } from '@prop/service-kit/config';

/** An empty variable counts as unset, so `CALENDAR_FEED_URL=` turns the feed off. */
const unsetWhenEmpty = (value: unknown) => (value === '' ? undefined : value);

export const calendarEnv = {
  PORT: portField('calendar'),
  DB_SCHEMA: z.string().default('calendar'),
  /** The weekly JSON calendar feed; without it no pull is scheduled and events come from imports. */
  CALENDAR_FEED_URL: z.preprocess(unsetWhenEmpty, z.url({ protocol: /^https?$/ }).optional()),
  /** When the feed is pulled (cron, server time); every 15 minutes by default. */
  CALENDAR_FEED_CRON: z
    .string()
    .trim()
    .regex(/^\S+(\s+\S+){4,5}$/, 'a cron pattern of 5 or 6 fields')
    .default('*/15 * * * *'),
  /** How long one pull may take before it is abandoned (and retried with backoff). */
  CALENDAR_FEED_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
};

export type CalendarConfig = ReturnType<typeof loadCalendarConfig>;

export function loadCalendarConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig(calendarEnv, env);
}

export const MIGRATIONS_FOLDER = new URL('../migrations', import.meta.url).pathname;
