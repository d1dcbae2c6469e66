import { callerPlugin } from '@prop/service-kit/caller';
import { createApp, registerHealth } from '@prop/service-kit/create-app';
import { registerMetrics } from '@prop/service-kit/metrics';
import type { ServiceDeps } from '@prop/service-kit/service-deps';
import { sql } from 'kysely';
import type { AuditConfig } from './config.ts';
import type { AuditDb } from './db/types.ts';
import { startAuditConsumers } from './events/start-consumers.ts';
import { auditLogRoutes } from './routes/audit-log.ts';

/** The audit service as a testable app: connections come in, routes go on, nothing listens. */
export async function buildApp(deps: ServiceDeps<AuditDb>, config: AuditConfig) {
  const app = createApp(config);
  await app.register(callerPlugin, { internalToken: config.INTERNAL_TOKEN });
  registerMetrics(app, 'audit', config.METRICS_TOKEN);
  registerHealth(app, [
    { name: 'postgres', check: () => sql`select 1`.execute(deps.db) },
    { name: 'nats', check: () => deps.nats.nc.flush() },
  ]);
  await app.register(auditLogRoutes, { db: deps.db, runtime: deps.runtime });
  const stopConsumers = await startAuditConsumers(deps);
  app.addHook('onClose', async () => {
    try {
      await stopConsumers();
    } finally {
      await deps.close();
    }
  });
  return app;
}
