import { createDb, ensureDatabase } from '@prop/service-kit/db';
import { migrateToLatest } from '@prop/service-kit/migrate';
import { loadCalendarConfig, MIGRATIONS_FOLDER } from './config.ts';
import type { CalendarDb } from './db/types.ts';
import { seedSampleWeeks } from './feed/seed-sample.ts';

/** Loads the demo's sample economic calendar for local use. Production seeds nothing. */
const config = loadCalendarConfig();
if (config.NODE_ENV === 'production') {
  console.error('calendar: refusing to seed sample events in production');
  process.exit(1);
}
await ensureDatabase(config.DATABASE_URL);
const db = createDb<CalendarDb>({ url: config.DATABASE_URL, schema: config.DB_SCHEMA });
try {
  await migrateToLatest(db, config.DB_SCHEMA, MIGRATIONS_FOLDER);
  const result = await seedSampleWeeks(db, config.FIRM_TIME_ZONE, new Date());
  console.log(
    result
      ? `calendar: sample events ${result.imported} new, ${result.updated} updated, ${result.unchanged} unchanged`
      : 'calendar: real events are stored from today on; sample events not loaded',
  );
} finally {
  await db.destroy();
}
