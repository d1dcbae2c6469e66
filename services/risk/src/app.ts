import { inOrderPerKey } from '@prop/service-kit/in-order-per-key';
import { callerPlugin } from '@prop/service-kit/caller';
import { createApp, registerHealth } from '@prop/service-kit/create-app';
import { registerMetrics } from '@prop/service-kit/metrics';
import type { ServiceDeps } from '@prop/service-kit/service-deps';
import { sql } from 'kysely';
import { BreachRecorder } from './breaches/breach-recorder.ts';
import { raiseWarning } from './commands/raise-warning.ts';
import { recordObjectiveMet } from './commands/record-objective-met.ts';
import { dailyResetOf, type RiskConfig } from './config.ts';
import type { RiskContext } from './context.ts';
import type { RiskDb } from './db/types.ts';
import { TradingDays } from './domain/trading-day.ts';
import { followBreachEvents } from './events/follow-breach-events.ts';
import { startPhaseStarts } from './events/phase-starts.ts';
import { startNewsSchedule } from './events/news-schedule.ts';
import { ScheduledRules } from './commands/check-scheduled-rules.ts';
import { startUserCopy } from '@prop/service-kit/user-directory/start-user-copy';
import { startRiskJobs } from './jobs/start-risk-jobs.ts';
import { accountRulesRoutes } from './routes/account-rules.ts';
import { adminAtRiskRoutes } from './routes/admin-at-risk.ts';
import { adminBreachRoutes } from './routes/admin-breaches.ts';
import { breachCheckRoutes } from './routes/breach-check.ts';
import { statsRoutes } from './routes/stats.ts';
import { startPayoutConditionsResponder } from './rpc/payout-conditions-responder.ts';
import { riskUserData } from './rpc/user-data.ts';
import { answerUserData } from '@prop/service-kit/user-data';
import { traderBreachEvidenceRoutes } from './routes/trader-breach-evidence.ts';
import { RiskBook } from './state/risk-book.ts';
import { partitionOf } from '@prop/contracts/partitions';
import type { PartitionOwnership } from '@prop/service-kit/partition-ownership';
import { followLockedPacks } from './partitions/follow-locked-packs.ts';
import { hasOpenAccount } from './db/risk-accounts.ts';
import { OwnerLosses } from './partitions/owner-losses.ts';
import { OwnerViews } from './partitions/owner-views.ts';
import { runPartitions } from './partitions/run-partitions.ts';
import { type RiskOwnerViews, traderViews } from './partitions/trader-views.ts';
import { answerScheduledWork } from './partitions/scheduled-work.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The partitions this replica owns (docs/decisions/013). */
    riskPartitions: PartitionOwnership;
  }
}

/** The risk service as a testable app: connections come in, routes go on, nothing listens. */
export async function buildApp(deps: ServiceDeps<RiskDb>, config: RiskConfig) {
  const app = createApp(config);
  await app.register(callerPlugin, { internalToken: config.INTERNAL_TOKEN });
  registerMetrics(app, 'risk', config.METRICS_TOKEN);
  registerHealth(app, [
    { name: 'postgres', check: () => sql`select 1`.execute(deps.db) },
    { name: 'redis', check: () => deps.redis.ping() },
    { name: 'nats', check: () => deps.nats.nc.flush() },
  ]);
  const days = new TradingDays(dailyResetOf(config));
  const recorder = new BreachRecorder({
    runtime: { ...deps.runtime, relay: deps.relay },
    log: deps.log,
    onStored: (accountId) => book.markBreached(accountId),
    onFailed: (accountId) => book.markRecordFailed(accountId),
  });
  const inOrder = inOrderPerKey();
  const book = new RiskBook({
    days,
    windowSeconds: config.RISK_EVIDENCE_SECONDS,
    onBreach: recorder.record,
    // A warning lost to a failed write is not raised again that day: it only warns, the breach still records.
    // Each account's warnings and targets are written in the order raised, so their events keep it.
    onWarning: (warning) =>
      void inOrder(warning.link.accountId, () => raiseWarning(deps.runtime, warning)).catch((error: unknown) =>
        deps.log.error({ err: error, accountId: warning.link.accountId }, 'warning not raised'),
      ),
    // A failed write is tried again by the next update that meets the target.
    onTargetMet: (met) =>
      void inOrder(met.link.accountId, () => recordObjectiveMet(deps.runtime, met)).catch((error: unknown) => {
        deps.log.error({ err: error, accountId: met.link.accountId }, 'objective met not recorded');
        book.forgetTargetMet(met.link.accountId);
      }),
  });

  const stops: (() => unknown)[] = [];
  // The partitions' accounts, link events, deals, position changes and equity updates (docs/decisions/013).
  const partitions = await runPartitions(deps, config, { book, days, recorder });
  stops.push(() => partitions.stop());
  // Tests see which partitions each replica owns.
  app.decorate('riskPartitions', partitions);
  const owns = (mt5AccountId: string) =>
    partitions.owned().includes(partitionOf(mt5AccountId, config.ACCOUNT_PARTITIONS));

  const owner: RiskOwnerViews = new OwnerViews(
    deps,
    book,
    traderViews(() => ctx),
    (userId) => hasOpenAccount(deps.db, userId),
  );
  const losses = new OwnerLosses(deps, book, owns);
  const ctx: RiskContext = {
    owner,
    losses,
    runtime: deps.runtime,
    db: deps.db,
    clock: deps.clock,
    book,
    recorder,
    firmTimeZone: config.FIRM_TIME_ZONE,
  };
  const allRoutes = [
    breachCheckRoutes,
    traderBreachEvidenceRoutes,
    adminBreachRoutes,
    adminAtRiskRoutes,
    statsRoutes,
    accountRulesRoutes,
  ];
  for (const routes of allRoutes) {
    await app.register(routes, ctx);
  }

  stops.push(owner.listen());
  stops.push(losses.listen());
  stops.push(followLockedPacks(deps, book, config.RISK_EVIDENCE_SECONDS));
  stops.push(await startPhaseStarts(deps.runtime, { book, windowSeconds: config.RISK_EVIDENCE_SECONDS }));
  stops.push(await startNewsSchedule(deps.runtime));
  stops.push(await startUserCopy(deps, { durable: 'risk-user-copy' }));
  stops.push(followBreachEvents(deps.nats.nc, config.NAMESPACE, book));
  stops.push(startPayoutConditionsResponder(deps.nats.nc, config.NAMESPACE, ctx, deps.log));
  stops.push(
    answerUserData(deps.nats.nc, config.NAMESPACE, 'risk', (userId) => riskUserData(deps.db, userId), deps.log),
  );
  const scheduledRules = new ScheduledRules({
    runtime: deps.runtime,
    book,
    timeZone: config.FIRM_TIME_ZONE,
    windowSeconds: config.RISK_EVIDENCE_SECONDS,
    owns,
  });
  // Tests judge the schedule at an instant of their choosing rather than wait for the cron.
  app.decorate('scheduledRules', scheduledRules);
  const scheduled = answerScheduledWork(deps, { runtime: deps.runtime, book }, scheduledRules);
  stops.push(scheduled.stop);
  const jobs = await startRiskJobs(deps, config, scheduled.announce);
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
