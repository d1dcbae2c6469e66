import { createClock } from '@prop/service-kit/clock';
import { createDb, ensureDatabase } from '@prop/service-kit/db';
import { outboxOnlyRelay } from '@prop/service-kit/command';
import { migrateToLatest } from '@prop/service-kit/migrate';
import { loadIdentityConfig, MIGRATIONS_FOLDER } from './config.ts';
import type { IdentityDb } from './db/types.ts';
import { seedDemoAccounts } from './commands/seed-demo-accounts.ts';

/** Seeds the demo admin and trader for local use. Production seeds nothing. */
const config = loadIdentityConfig();
if (config.NODE_ENV === 'production') {
  console.error('identity: refusing to seed demo accounts in production');
  process.exit(1);
}
await ensureDatabase(config.DATABASE_URL);
const db = createDb<IdentityDb>({ url: config.DATABASE_URL, schema: config.DB_SCHEMA });
try {
  await migrateToLatest(db, config.DB_SCHEMA, MIGRATIONS_FOLDER);
  // The seed publishes no events, so there is no relay to wake.
  const runtime = { service: 'identity' as const, db, clock: createClock(config.FAKE_NOW), relay: outboxOnlyRelay };
  const created = await seedDemoAccounts(runtime, config);
  console.log(`identity: demo accounts ${created.length ? `created: ${created.join(', ')}` : 'already present'}`);
} finally {
  await db.destroy();
}
