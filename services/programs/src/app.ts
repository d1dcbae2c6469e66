import { callerPlugin } from '@prop/service-kit/caller';
import { createApp, registerHealth } from '@prop/service-kit/create-app';
import { registerMetrics } from '@prop/service-kit/metrics';
import type { ServiceDeps } from '@prop/service-kit/service-deps';
import { sql } from 'kysely';
import { seedPrograms } from './commands/seed-programs.ts';
import type { ProgramsConfig } from './config.ts';
import type { ProgramsContext } from './context.ts';
import type { ProgramsDb } from './db/types.ts';
import { startAccountLinks } from './events/account-links.ts';
import { adminProgramRoutes } from './routes/admin-programs.ts';
import { catalogueRoutes } from './routes/catalogue.ts';

/** The programs service as a testable app: connections come in, routes go on, nothing listens. */
export async function buildApp(deps: ServiceDeps<ProgramsDb>, config: ProgramsConfig) {
  const app = createApp(config);
  await app.register(callerPlugin, { internalToken: config.INTERNAL_TOKEN });
  registerMetrics(app, 'programs', config.INTERNAL_TOKEN);
  registerHealth(app, [
    { name: 'postgres', check: () => sql`select 1`.execute(deps.db) },
    { name: 'nats', check: () => deps.nats.nc.flush() },
  ]);
  // Before the first link is handled: an account linked without a program enrols in Instant Funding.
  const seeded = await seedPrograms(deps.runtime);
  if (seeded.length) deps.log.info({ seeded }, 'seeded programs stored');
  const ctx: ProgramsContext = { runtime: deps.runtime, db: deps.db };
  for (const routes of [catalogueRoutes, adminProgramRoutes]) {
    await app.register(routes, ctx);
  }
  const stopAccountLinks = await startAccountLinks(deps.runtime);
  app.addHook('onClose', async () => {
    try {
      await stopAccountLinks();
    } finally {
      await deps.close();
    }
  });
  return app;
}
