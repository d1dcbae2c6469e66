import { callerPlugin } from '@prop/service-kit/caller';
import { createApp, registerHealth } from '@prop/service-kit/create-app';
import { registerMetrics } from '@prop/service-kit/metrics';
import type { ServiceDeps } from '@prop/service-kit/service-deps';
import { sql } from 'kysely';
import { brevoSetupFrom } from './brevo/brevo-setup.ts';
import type { MarketingConfig } from './config.ts';
import type { BrevoWork, EmailWork, MarketingContext } from './context.ts';
import type { MarketingDb } from './db/types.ts';
import { createMailer } from './email/create-mailer.ts';
import { startConsentCopy } from './events/start-consent-copy.ts';
import { startContactCopy } from './events/start-contact-copy.ts';
import { startEmailNotifiers } from './events/start-email-notifiers.ts';
import { startMarketingJobs } from './jobs/start-marketing-jobs.ts';
import { adminBrevoRoutes } from './routes/admin-brevo.ts';
import { adminSyncRoutes } from './routes/admin-sync.ts';

/** The marketing service as a testable app: connections come in, routes go on, nothing listens. */
export async function buildApp(deps: ServiceDeps<MarketingDb>, config: MarketingConfig) {
  const app = createApp(config);
  await app.register(callerPlugin, { internalToken: config.INTERNAL_TOKEN });
  registerMetrics(app, 'marketing', config.METRICS_TOKEN);
  registerHealth(app, [
    { name: 'postgres', check: () => sql`select 1`.execute(deps.db) },
    { name: 'redis', check: () => deps.redis.ping() },
    { name: 'nats', check: () => deps.nats.nc.flush() },
  ]);

  const setup = brevoSetupFrom(config, deps.log, deps.clock);
  const brevoWork: BrevoWork | null = setup && { db: deps.db, runtime: deps.runtime, brevo: setup, log: deps.log };
  if (!setup) deps.log.info('no BREVO_API_KEY: email marketing is Not Configured and nothing is sent to Brevo');
  const mailer = createMailer(config, setup);
  deps.log.info({ transport: mailer.name }, 'transactional e-mail goes out by %s', mailer.name);
  const emailWork: EmailWork = {
    db: deps.db,
    runtime: deps.runtime,
    mailer,
    appUrl: config.PUBLIC_APP_URL,
    log: deps.log,
  };
  const jobs = await startMarketingJobs(
    { brevo: brevoWork, email: emailWork },
    { redisUrl: config.REDIS_URL, namespace: config.NAMESPACE },
  );
  const brevo = brevoWork && { work: brevoWork, jobs };
  const ctx: MarketingContext = { runtime: deps.runtime, db: deps.db, brevo, jobs };
  for (const routes of [adminBrevoRoutes, adminSyncRoutes]) {
    await app.register(routes, ctx);
  }

  const stops = [
    await startContactCopy(deps.runtime, brevo),
    await startConsentCopy(deps.runtime, brevo),
    ...(await startEmailNotifiers(deps.runtime, jobs)),
  ];
  app.addHook('onClose', async () => {
    try {
      for (const stop of stops) await stop();
      await jobs.close();
      await mailer.close();
    } finally {
      await deps.close();
    }
  });
  return app;
}
