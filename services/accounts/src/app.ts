import { callerPlugin } from '@prop/service-kit/caller';
import { createApp, registerHealth } from '@prop/service-kit/create-app';
import { registerMetrics } from '@prop/service-kit/metrics';
import type { ServiceDeps } from '@prop/service-kit/service-deps';
import { sql } from 'kysely';
import type { AccountsConfig } from './config.ts';
import type { AccountsContext } from './context.ts';
import type { AccountsDb } from './db/types.ts';
import { leadMt5Work } from './lead-mt5-work.ts';
import { LinkRegistry } from './links/link-registry.ts';
import { createProvider } from './mt5/create-provider.ts';
import { adminLinkRoutes } from './routes/admin-links.ts';
import { adminMt5AccountRoutes } from './routes/admin-mt5-accounts.ts';
import { traderAccountRoutes } from './routes/trader-account.ts';
import { tradingJournalRoutes } from './routes/trading-journal.ts';
import type { JournalContext } from './trading/journal.ts';
import { StatisticsCache } from './trading/statistics-cache.ts';

/** The accounts service as a testable app: connections come in, routes go on, nothing listens. */
export async function buildApp(deps: ServiceDeps<AccountsDb>, config: AccountsConfig) {
  const app = createApp(config);
  await app.register(callerPlugin, { internalToken: config.INTERNAL_TOKEN });
  registerMetrics(app, 'accounts', config.METRICS_TOKEN);
  registerHealth(app, [
    { name: 'postgres', check: () => sql`select 1`.execute(deps.db) },
    { name: 'redis', check: () => deps.redis.ping() },
    { name: 'nats', check: () => deps.nats.nc.flush() },
  ]);
  const ctx: AccountsContext = {
    runtime: deps.runtime,
    db: deps.db,
    provider: createProvider(config, deps.log, deps.clock),
    links: new LinkRegistry(),
    simulatorSteering: config.MT5_PROVIDER === 'simulator' && config.NODE_ENV !== 'production',
  };
  for (const routes of [traderAccountRoutes, adminMt5AccountRoutes, adminLinkRoutes]) {
    await app.register(routes, ctx);
  }
  // The routes read ctx's provider and links as each request comes: a leadership term replaces them.
  const journal: JournalContext = {
    db: deps.db,
    get provider() {
      return ctx.provider;
    },
    statistics: new StatisticsCache(),
    timeZone: config.FIRM_TIME_ZONE,
    now: () => deps.clock.now(),
  };
  await app.register(tradingJournalRoutes, Object.assign(ctx, { journal }));
  app.decorate('mt5Leadership', await leadMt5Work(app, deps, ctx, config));
  app.addHook('onClose', async () => {
    await app.mt5Leadership.stop();
    await deps.close();
  });
  return app;
}
