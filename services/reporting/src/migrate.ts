import { createDb, ensureDatabase } from '@prop/service-kit/db';
import { migrateToLatest } from '@prop/service-kit/migrate';
import { loadReportingConfig, MIGRATIONS_FOLDER } from './config.ts';

/** `pnpm --filter @prop/reporting migrate`: for deployments that migrate before rolling out. */
const config = loadReportingConfig();
await ensureDatabase(config.DATABASE_URL);
const db = createDb({ url: config.DATABASE_URL, schema: config.DB_SCHEMA });
try {
  const applied = await migrateToLatest(db, config.DB_SCHEMA, MIGRATIONS_FOLDER);
  console.log(applied.length ? `reporting: applied ${applied.join(', ')}` : 'reporting: schema is up to date');
} finally {
  await db.destroy();
}
