import { createDb, ensureDatabase } from '@prop/service-kit/db';
import { migrateToLatest } from '@prop/service-kit/migrate';
import { connectNats } from '@prop/service-kit/nats';
import { rebuildReadModels } from './commands/rebuild-read-models.ts';
import { loadReportingConfig, MIGRATIONS_FOLDER } from './config.ts';
import type { ReportingDb } from './db/types.ts';

/**
 * `pnpm --filter @prop/reporting rebuild`, with the reporting service stopped: drops the read
 * models; the service's next start replays every stream from the beginning into them.
 */
const config = loadReportingConfig();
await ensureDatabase(config.DATABASE_URL);
const db = createDb<ReportingDb>({ url: config.DATABASE_URL, schema: config.DB_SCHEMA });
const nats = await connectNats(config.NATS_URL, 'reporting-rebuild');
try {
  await migrateToLatest(db, config.DB_SCHEMA, MIGRATIONS_FOLDER);
  await rebuildReadModels(db, nats, config.NAMESPACE);
  console.log('reporting: read models dropped; the next start replays every stream into them');
} finally {
  await nats.nc.close();
  await db.destroy();
}
