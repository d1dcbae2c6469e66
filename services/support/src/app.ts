import { callerPlugin } from '@prop/service-kit/caller';
import { createApp, registerHealth } from '@prop/service-kit/create-app';
import type { ServiceDeps } from '@prop/service-kit/service-deps';
import { sql } from 'kysely';
import type { SupportConfig } from './config.ts';
import type { SupportContext } from './context.ts';
import type { SupportDb } from './db/types.ts';
import { startUserCopy } from './events/user-copy.ts';
import { adminTicketRoutes } from './routes/admin-tickets.ts';
import { traderTicketRoutes } from './routes/trader-tickets.ts';

/** The support service as a testable app: connections come in, routes go on, nothing listens. */
export async function buildApp(deps: ServiceDeps<SupportDb>, config: SupportConfig) {
  const app = createApp(config);
  await app.register(callerPlugin, { internalToken: config.INTERNAL_TOKEN });
  registerHealth(app, [
    { name: 'postgres', check: () => sql`select 1`.execute(deps.db) },
    { name: 'nats', check: () => deps.nats.nc.flush() },
  ]);
  const ctx: SupportContext = { db: deps.db, publishSoon: () => deps.relay.kick() };
  await app.register(traderTicketRoutes, ctx);
  await app.register(adminTicketRoutes, ctx);
  const stopUserCopy = await startUserCopy(deps);
  app.addHook('onClose', async () => {
    await stopUserCopy();
    await deps.close();
  });
  return app;
}
