import { systemActor } from '@prop/service-kit/actor';
import { createClock } from '@prop/service-kit/clock';
import { outboxOnlyRelay } from '@prop/service-kit/command';
import { createDb, ensureDatabase } from '@prop/service-kit/db';
import { migrateToLatest } from '@prop/service-kit/migrate';
import { seedSampleWeeks } from './commands/seed-sample-weeks.ts';
import { loadCalendarConfig, MIGRATIONS_FOLDER } from './config.ts';
import type { CalendarDb } from './db/types.ts';

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
  // No relay here: the schedule the seeding announces waits in the outbox for the service's relay.
  const runtime = { service: 'calendar' as const, db, clock: createClock(config.FAKE_NOW), relay: outboxOnlyRelay };
  const result = await seedSampleWeeks(runtime, systemActor('calendar-seed'), config.FIRM_TIME_ZONE);
  console.log(
    result
      ? `calendar: sample events ${result.imported} new, ${result.updated} updated, ${result.unchanged} unchanged`
      : 'calendar: real events are stored from today on; sample events not loaded',
  );
} finally {
  await db.destroy();
}
