import { callerPlugin } from '@prop/service-kit/caller';
import { createApp, registerHealth } from '@prop/service-kit/create-app';
import { lead } from '@prop/service-kit/leadership';
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
  // The projections apply each stream in order (a ticket's reply after its creation), which two
  // replicas sharing a durable would not: one replica consumes, the others serve the reads and
  // stand by to take over within the lease's life.
  let stopConsumers: (() => Promise<void>) | undefined;
  const projections = await lead({
    nats: deps.nats,
    namespace: config.NAMESPACE,
    role: 'reporting-projections',
    ttlMs: config.LEASE_TTL_MS,
    replicaName: config.REPLICA_NAME,
    log: deps.log,
    onElected: async () => {
      stopConsumers = await startReportingConsumers(deps);
    },
    onDeposed: async () => {
      await stopConsumers?.();
      stopConsumers = undefined;
    },
  });
  app.addHook('onClose', async () => {
    try {
      await projections.stop();
    } finally {
      await deps.close();
    }
  });
  return app;
}
