import { callerPlugin } from '@prop/service-kit/caller';
import { createApp, registerHealth } from '@prop/service-kit/create-app';
import { registerMetrics } from '@prop/service-kit/metrics';
import { createEmailVerifiedCheck } from '@prop/service-kit/email-verified';
import type { ServiceDeps } from '@prop/service-kit/service-deps';
import { sql } from 'kysely';
import type { BillingConfig } from './config.ts';
import type { BillingContext } from './context.ts';
import type { BillingDb } from './db/types.ts';
import { startUserCopy } from '@prop/service-kit/user-directory/start-user-copy';
import { followPrograms } from './events/follow-programs.ts';
import { createCardPayments } from './payments/card-payments.ts';
import { adminDiscountCodeRoutes } from './routes/admin-discount-codes.ts';
import { adminPurchaseRoutes } from './routes/admin-purchases.ts';
import { stripeWebhookRoutes } from './routes/stripe-webhook.ts';
import { receiptRoutes } from './routes/receipts.ts';
import { firmOf } from './receipts/firm.ts';
import { traderPurchaseRoutes } from './routes/trader-purchases.ts';
import { billingUserData } from './rpc/user-data.ts';
import { answerUserData } from '@prop/service-kit/user-data';

/** The billing service as a testable app: connections come in, routes go on, nothing listens. */
export async function buildApp(deps: ServiceDeps<BillingDb>, config: BillingConfig) {
  const app = createApp(config);
  await app.register(callerPlugin, { internalToken: config.INTERNAL_TOKEN });
  registerMetrics(app, 'billing', config.METRICS_TOKEN);
  registerHealth(app, [
    { name: 'postgres', check: () => sql`select 1`.execute(deps.db) },
    { name: 'nats', check: () => deps.nats.nc.flush() },
  ]);
  const card =
    config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET
      ? createCardPayments({
          secretKey: config.STRIPE_SECRET_KEY,
          webhookSecret: config.STRIPE_WEBHOOK_SECRET,
          apiUrl: config.STRIPE_API_URL,
        })
      : null;
  const ctx: BillingContext = {
    runtime: deps.runtime,
    db: deps.db,
    log: deps.log,
    bankAccount: {
      beneficiary: config.BANK_TRANSFER_BENEFICIARY,
      iban: config.BANK_TRANSFER_IBAN,
      bic: config.BANK_TRANSFER_BIC,
    },
    card,
    emailVerified: createEmailVerifiedCheck(
      deps.nats.nc,
      config.NAMESPACE,
      config.IDENTITY_EMAIL_VERIFIED_TIMEOUT_MS,
      deps.log,
    ),
    publicAppUrl: config.PUBLIC_APP_URL,
    firm: firmOf(config),
  };
  await app.register(traderPurchaseRoutes, ctx);
  await app.register(adminPurchaseRoutes, ctx);
  await app.register(adminDiscountCodeRoutes, ctx);
  await app.register(stripeWebhookRoutes, ctx);
  await app.register(receiptRoutes, ctx);
  // A deleted user's name is forgotten; their purchases stay as the bookkeeping records they are.
  const stopUserCopy = await startUserCopy(deps, { durable: 'billing-user-copy' });
  const stopPrograms = await followPrograms(deps.runtime);
  const stopUserData = answerUserData(
    deps.nats.nc,
    config.NAMESPACE,
    'billing',
    (userId) => billingUserData(deps.db, userId),
    deps.log,
  );
  app.addHook('onClose', async () => {
    stopUserData();
    await stopPrograms();
    await stopUserCopy();
    await deps.close();
  });
  return app;
}
