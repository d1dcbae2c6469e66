import { callerPlugin } from '@prop/service-kit/caller';
import { createApp, registerHealth } from '@prop/service-kit/create-app';
import { registerMetrics } from '@prop/service-kit/metrics';
import type { ServiceDeps } from '@prop/service-kit/service-deps';
import { startUserCopy } from '@prop/service-kit/user-directory/start-user-copy';
import { sql } from 'kysely';
import type { AffiliatesConfig } from './config.ts';
import type { AffiliatesContext } from './context.ts';
import type { AffiliatesDb } from './db/types.ts';
import { startPayoutDecisions } from './events/payout-decisions.ts';
import { startPurchases } from './events/purchases.ts';
import { startReferrals } from './events/referrals.ts';
import { adminAffiliateRoutes } from './routes/admin-affiliates.ts';
import { traderAffiliateRoutes } from './routes/trader-affiliate.ts';

/** The affiliates service as a testable app: connections come in, routes go on, nothing listens. */
export async function buildApp(deps: ServiceDeps<AffiliatesDb>, config: AffiliatesConfig) {
  const app = createApp(config);
  await app.register(callerPlugin, { internalToken: config.INTERNAL_TOKEN });
  registerMetrics(app, 'affiliates', config.METRICS_TOKEN);
  registerHealth(app, [
    { name: 'postgres', check: () => sql`select 1`.execute(deps.db) },
    { name: 'nats', check: () => deps.nats.nc.flush() },
  ]);
  const ctx: AffiliatesContext = {
    runtime: deps.runtime,
    db: deps.db,
    publicAppUrl: config.PUBLIC_APP_URL,
    internalToken: config.INTERNAL_TOKEN,
    firmTimeZone: config.FIRM_TIME_ZONE,
  };
  await app.register(traderAffiliateRoutes, ctx);
  await app.register(adminAffiliateRoutes, ctx);
  // Names and e-mails first: the admin list shows them, and a self-referral is told by the mailbox.
  const stops = [await startUserCopy(deps, { durable: 'affiliates-user-copy' })];
  stops.push(await startReferrals(deps.runtime));
  stops.push(await startPurchases(deps.runtime));
  stops.push(await startPayoutDecisions(deps.runtime));
  app.addHook('onClose', async () => {
    try {
      for (const stop of stops.reverse()) await stop();
    } finally {
      await deps.close();
    }
  });
  return app;
}
