import { callerPlugin } from '@prop/service-kit/caller';
import { createClock } from '@prop/service-kit/clock';
import { createApp, registerHealth } from '@prop/service-kit/create-app';
import { registerMetrics } from '@prop/service-kit/metrics';
import { createEmailVerifiedCheck } from '@prop/service-kit/email-verified';
import type { ServiceDeps } from '@prop/service-kit/service-deps';
import { sql } from 'kysely';
import { createSnapshotClient } from './accounts/snapshot-client.ts';
import type { PayoutsConfig } from './config.ts';
import type { PayoutsContext } from './context.ts';
import type { PayoutsDb } from './db/types.ts';
import { startAffiliatePayouts } from './events/affiliate-payouts.ts';
import { createPayoutConditionsClient } from './risk/payout-conditions-client.ts';
import { startUserCopy } from '@prop/service-kit/user-directory/start-user-copy';
import { adminWithdrawalRoutes } from './routes/admin-withdrawals.ts';
import { traderWithdrawalRoutes } from './routes/trader-withdrawals.ts';
import { payoutsUserData } from './rpc/user-data.ts';
import { answerUserData } from '@prop/service-kit/user-data';

/** The payouts service as a testable app: connections come in, routes go on, nothing listens. */
export async function buildApp(deps: ServiceDeps<PayoutsDb>, config: PayoutsConfig) {
  const app = createApp(config);
  await app.register(callerPlugin, { internalToken: config.INTERNAL_TOKEN });
  registerMetrics(app, 'payouts', config.METRICS_TOKEN);
  registerHealth(app, [
    { name: 'postgres', check: () => sql`select 1`.execute(deps.db) },
    { name: 'nats', check: () => deps.nats.nc.flush() },
  ]);
  const ctx: PayoutsContext = {
    runtime: deps.runtime,
    db: deps.db,
    clock: deps.clock,
    // Never faked: MT5 figures are stamped by accounts on the real clock.
    realClock: createClock(),
    timeZone: config.FIRM_TIME_ZONE,
    snapshots: createSnapshotClient(deps.nats.nc, config.NAMESPACE, config.ACCOUNTS_SNAPSHOT_TIMEOUT_MS, deps.log),
    payoutConditions: createPayoutConditionsClient(
      deps.nats.nc,
      config.NAMESPACE,
      config.RISK_CONDITIONS_TIMEOUT_MS,
      deps.log,
    ),
    emailVerified: createEmailVerifiedCheck(
      deps.nats.nc,
      config.NAMESPACE,
      config.IDENTITY_EMAIL_VERIFIED_TIMEOUT_MS,
      deps.log,
    ),
    snapshotMaxAgeMs: config.SNAPSHOT_MAX_AGE_SECONDS * 1000,
    secondApprovalAbove: config.WITHDRAWAL_SECOND_APPROVAL_ABOVE,
  };
  await app.register(traderWithdrawalRoutes, ctx);
  await app.register(adminWithdrawalRoutes, ctx);
  // A deleted user's name is forgotten; their withdrawal requests stay: the firm must account for
  // money it paid or refused.
  const stopUserCopy = await startUserCopy(deps, { durable: 'payouts-user-copy' });
  const stopAffiliatePayouts = await startAffiliatePayouts(deps.runtime);
  const stopUserData = answerUserData(
    deps.nats.nc,
    config.NAMESPACE,
    'payouts',
    (userId) => payoutsUserData(deps.db, userId),
    deps.log,
  );
  app.addHook('onClose', async () => {
    stopUserData();
    await stopAffiliatePayouts();
    await stopUserCopy();
    await deps.close();
  });
  return app;
}
