import { callerPlugin } from '@prop/service-kit/caller';
import { createApp, registerHealth } from '@prop/service-kit/create-app';
import type { ServiceDeps } from '@prop/service-kit/service-deps';
import { sql } from 'kysely';
import { BreachRecorder } from './breaches/breach-recorder.ts';
import { dailyResetOf, defaultRuleSet, type RiskConfig } from './config.ts';
import type { RiskContext } from './context.ts';
import type { RiskDb } from './db/types.ts';
import { TradingDays } from './domain/trading-day.ts';
import { startAccountLinks } from './events/account-links.ts';
import { followBreachEvents } from './events/follow-breach-events.ts';
import { startUserCopy } from '@prop/service-kit/user-directory/start-user-copy';
import { startRiskJobs } from './jobs/start-risk-jobs.ts';
import { adminBreachRoutes } from './routes/admin-breaches.ts';
import { breachCheckRoutes } from './routes/breach-check.ts';
import { statsRoutes } from './routes/stats.ts';
import { traderBreachEvidenceRoutes } from './routes/trader-breach-evidence.ts';
import { rebuildBook } from './state/rebuild-book.ts';
import { RiskBook } from './state/risk-book.ts';
import { startEquityFeed } from './ticks/equity-feed.ts';

/** The risk service as a testable app: connections come in, routes go on, nothing listens. */
export async function buildApp(deps: ServiceDeps<RiskDb>, config: RiskConfig) {
  const app = createApp(config);
  await app.register(callerPlugin, { internalToken: config.INTERNAL_TOKEN });
  registerHealth(app, [
    { name: 'postgres', check: () => sql`select 1`.execute(deps.db) },
    { name: 'redis', check: () => deps.redis.ping() },
    { name: 'nats', check: () => deps.nats.nc.flush() },
  ]);
  const days = new TradingDays(dailyResetOf(config));
  const recorder = new BreachRecorder({
    runtime: deps.runtime,
    publishCommitted: (rows) => deps.relay.publishCommitted(rows),
    log: deps.log,
    onStored: (accountId) => book.markBreached(accountId),
    onFailed: (accountId) => book.markRecordFailed(accountId),
  });
  const book = new RiskBook({ days, windowSeconds: config.RISK_EVIDENCE_SECONDS, onBreach: recorder.record });
  const startedAt = deps.clock.now().getTime();
  await rebuildBook(deps.db, book, days, startedAt);

  const ctx: RiskContext = { runtime: deps.runtime, db: deps.db, clock: deps.clock, book, recorder };
  for (const routes of [breachCheckRoutes, traderBreachEvidenceRoutes, adminBreachRoutes, statsRoutes]) {
    await app.register(routes, ctx);
  }

  // Link events before updates: an account linked while risk was down is usually known before its
  // replayed updates arrive (updates of an account not known yet are skipped; later ones count).
  const stops: (() => unknown)[] = [];
  stops.push(await startAccountLinks(deps.runtime, { book, defaultRules: defaultRuleSet(config) }));
  stops.push(await startUserCopy(deps, { durable: 'risk-user-copy' }));
  stops.push(followBreachEvents(deps.nats.nc, config.NAMESPACE, book));
  stops.push(
    await startEquityFeed({
      nats: deps.nats,
      namespace: config.NAMESPACE,
      fromMs: startedAt - config.RISK_EVIDENCE_SECONDS * 1000,
      onUpdate: (update) => book.apply(update),
      log: deps.log,
    }),
  );
  const jobs = await startRiskJobs(deps, config, { runtime: deps.runtime, book, days });
  stops.push(() => jobs.close());
  app.addHook('onClose', async () => {
    try {
      for (const stop of stops.reverse()) await stop();
      await recorder.drain();
    } finally {
      await deps.close();
    }
  });
  return app;
}
