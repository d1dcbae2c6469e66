import { callerPlugin } from '@prop/service-kit/caller';
import { createApp, registerHealth } from '@prop/service-kit/create-app';
import { registerMetrics } from '@prop/service-kit/metrics';
import type { ServiceDeps } from '@prop/service-kit/service-deps';
import { sql } from 'kysely';
import { seedPrograms } from './commands/seed-programs.ts';
import type { ProgramsConfig } from './config.ts';
import type { ProgramsContext } from './context.ts';
import type { ProgramsDb } from './db/types.ts';
import { startUserCopy } from '@prop/service-kit/user-directory/start-user-copy';
import { startAccountLinks } from './events/account-links.ts';
import { startRiskVerdicts } from './events/risk-verdicts.ts';
import { startWithdrawalsPaid } from './events/withdrawals-paid.ts';
import { adminPhaseReviewRoutes } from './routes/admin-phase-reviews.ts';
import { adminProgramRoutes } from './routes/admin-programs.ts';
import { catalogueRoutes } from './routes/catalogue.ts';
import { certificateRoutes } from './routes/certificates.ts';
import { programsUserData } from './rpc/user-data.ts';
import { answerUserData } from '@prop/service-kit/user-data';

/** The programs service as a testable app: connections come in, routes go on, nothing listens. */
export async function buildApp(deps: ServiceDeps<ProgramsDb>, config: ProgramsConfig) {
  const app = createApp(config);
  await app.register(callerPlugin, { internalToken: config.INTERNAL_TOKEN });
  registerMetrics(app, 'programs', config.METRICS_TOKEN);
  registerHealth(app, [
    { name: 'postgres', check: () => sql`select 1`.execute(deps.db) },
    { name: 'nats', check: () => deps.nats.nc.flush() },
  ]);
  // Before the first link is handled: an account linked without a program enrols in Instant Funding.
  const seeded = await seedPrograms(deps.runtime);
  if (seeded.length) deps.log.info({ seeded }, 'seeded programs stored');
  const ctx: ProgramsContext = { runtime: deps.runtime, db: deps.db };
  for (const routes of [catalogueRoutes, adminProgramRoutes, adminPhaseReviewRoutes, certificateRoutes]) {
    await app.register(routes, ctx);
  }
  // Names first: a certificate prints its holder's name as the copy knows it when it is issued.
  // A deleted user's name is forgotten; their certificates keep the name printed on them.
  const stops = [await startUserCopy(deps, { durable: 'programs-user-copy' })];
  stops.push(await startAccountLinks(deps.runtime));
  stops.push(await startRiskVerdicts(deps.runtime));
  stops.push(await startWithdrawalsPaid(deps.runtime));
  const stopUserData = answerUserData(
    deps.nats.nc,
    config.NAMESPACE,
    'programs',
    (userId) => programsUserData(deps.db, userId),
    deps.log,
  );
  stops.push(async () => stopUserData());
  app.addHook('onClose', async () => {
    try {
      for (const stop of stops.reverse()) await stop();
    } finally {
      await deps.close();
    }
  });
  return app;
}
