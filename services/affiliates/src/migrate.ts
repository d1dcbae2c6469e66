import { createDb, ensureDatabase } from '@prop/service-kit/db';
import { migrateToLatest } from '@prop/service-kit/migrate';
import { loadAffiliatesConfig, MIGRATIONS_FOLDER } from './config.ts';

/** `pnpm --filter @prop/affiliates migrate`: for deployments that migrate before rolling out. */
const config = loadAffiliatesConfig();
await ensureDatabase(config.DATABASE_URL);
const db = createDb({ url: config.DATABASE_URL, schema: config.DB_SCHEMA });
try {
  const applied = await migrateToLatest(db, config.DB_SCHEMA, MIGRATIONS_FOLDER);
  console.log(applied.length ? `affiliates: applied ${applied.join(', ')}` : 'affiliates: schema is up to date');
} finally {
  await db.destroy();
}
