import { callerPlugin } from '@prop/service-kit/caller';
import { createApp, registerHealth } from '@prop/service-kit/create-app';
import { registerMetrics } from '@prop/service-kit/metrics';
import type { ServiceDeps } from '@prop/service-kit/service-deps';
import { sql } from 'kysely';
import type { ReportingConfig } from './config.ts';
import type { ReportingDb } from './db/types.ts';
import { startReportingConsumers } from './events/start-consumers.ts';
import { kpiRoutes } from './routes/kpis.ts';

/** The reporting service as a testable app: connections come in, routes go on, nothing listens. */
export async function buildApp(deps: ServiceDeps<ReportingDb>, config: ReportingConfig) {
  const app = createApp(config);
  await app.register(callerPlugin, { internalToken: config.INTERNAL_TOKEN });
  registerMetrics(app, 'reporting', config.METRICS_TOKEN);
  registerHealth(app, [
    { name: 'postgres', check: () => sql`select 1`.execute(deps.db) },
    { name: 'nats', check: () => deps.nats.nc.flush() },
  ]);
  await app.register(kpiRoutes, { db: deps.db, clock: deps.clock, timeZone: config.FIRM_TIME_ZONE });
  const stopConsumers = await startReportingConsumers(deps);
  app.addHook('onClose', async () => {
    try {
      await stopConsumers();
    } finally {
      await deps.close();
    }
  });
  return app;
}
