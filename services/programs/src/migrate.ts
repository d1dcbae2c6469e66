import { createDb, ensureDatabase } from '@prop/service-kit/db';
import { migrateToLatest } from '@prop/service-kit/migrate';
import { loadProgramsConfig, MIGRATIONS_FOLDER } from './config.ts';

/** `pnpm --filter @prop/programs migrate`: for deployments that migrate before rolling out. */
const config = loadProgramsConfig();
await ensureDatabase(config.DATABASE_URL);
const db = createDb({ url: config.DATABASE_URL, schema: config.DB_SCHEMA });
try {
  const applied = await migrateToLatest(db, config.DB_SCHEMA, MIGRATIONS_FOLDER);
  console.log(applied.length ? `programs: applied ${applied.join(', ')}` : 'programs: schema is up to date');
} finally {
  await db.destroy();
}
