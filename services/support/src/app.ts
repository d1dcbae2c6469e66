import { callerPlugin } from '@prop/service-kit/caller';
import { createApp, registerHealth } from '@prop/service-kit/create-app';
import { registerMetrics } from '@prop/service-kit/metrics';
import type { ServiceDeps } from '@prop/service-kit/service-deps';
import { sql } from 'kysely';
import type { SupportConfig } from './config.ts';
import type { SupportContext } from './context.ts';
import type { SupportDb } from './db/types.ts';
import { startUserCopy } from '@prop/service-kit/user-directory/start-user-copy';
import { deleteTicketsOfUser } from './db/tickets.ts';
import { adminTicketRoutes } from './routes/admin-tickets.ts';
import { traderTicketRoutes } from './routes/trader-tickets.ts';
import { supportUserData } from './rpc/user-data.ts';
import { answerUserData } from '@prop/service-kit/user-data';

/** The support service as a testable app: connections come in, routes go on, nothing listens. */
export async function buildApp(deps: ServiceDeps<SupportDb>, config: SupportConfig) {
  const app = createApp(config);
  await app.register(callerPlugin, { internalToken: config.INTERNAL_TOKEN });
  registerMetrics(app, 'support', config.METRICS_TOKEN);
  registerHealth(app, [
    { name: 'postgres', check: () => sql`select 1`.execute(deps.db) },
    { name: 'nats', check: () => deps.nats.nc.flush() },
  ]);
  const ctx: SupportContext = { runtime: deps.runtime, db: deps.db };
  await app.register(traderTicketRoutes, ctx);
  await app.register(adminTicketRoutes, ctx);
  // A deleted user asked to be forgotten: their tickets and every reply on them go, not anonymised,
  // because subjects and messages are free text that may name the person anywhere.
  const stopUserCopy = await startUserCopy(deps, { durable: 'support-user-copy', onUserDeleted: deleteTicketsOfUser });
  const stopUserData = answerUserData(
    deps.nats.nc,
    config.NAMESPACE,
    'support',
    (userId) => supportUserData(deps.db, userId),
    deps.log,
  );
  app.addHook('onClose', async () => {
    stopUserData();
    await stopUserCopy();
    await deps.close();
  });
  return app;
}
