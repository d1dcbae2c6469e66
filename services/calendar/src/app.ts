import { callerPlugin } from '@prop/service-kit/caller';
import { createApp, registerHealth } from '@prop/service-kit/create-app';
import { registerMetrics } from '@prop/service-kit/metrics';
import type { ServiceDeps } from '@prop/service-kit/service-deps';
import { sql } from 'kysely';
import type { CalendarConfig } from './config.ts';
import type { CalendarContext } from './context.ts';
import type { CalendarDb } from './db/types.ts';
import { startFeedJobs } from './jobs/start-feed-jobs.ts';
import { adminImportRoutes } from './routes/admin-import.ts';
import { economicEventRoutes } from './routes/economic-events.ts';

/** The calendar service as a testable app: connections come in, routes go on, nothing listens. */
export async function buildApp(deps: ServiceDeps<CalendarDb>, config: CalendarConfig) {
  const app = createApp(config);
  await app.register(callerPlugin, { internalToken: config.INTERNAL_TOKEN });
  registerMetrics(app, 'calendar', config.METRICS_TOKEN);
  registerHealth(app, [
    { name: 'postgres', check: () => sql`select 1`.execute(deps.db) },
    { name: 'redis', check: () => deps.redis.ping() },
    { name: 'nats', check: () => deps.nats.nc.flush() },
  ]);
  const ctx: CalendarContext = {
    runtime: deps.runtime,
    db: deps.db,
    clock: deps.clock,
    timeZone: config.FIRM_TIME_ZONE,
  };
  for (const routes of [economicEventRoutes, adminImportRoutes]) {
    await app.register(routes, ctx);
  }
  const feedJobs = await startFeedJobs(deps, config);
  app.addHook('onClose', async () => {
    try {
      await feedJobs?.close();
    } finally {
      await deps.close();
    }
  });
  return app;
}
