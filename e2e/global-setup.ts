import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { removeStreamsAndKeys } from '../packages/service-kit/src/testing/namespace.ts';
import { freePort } from '../scripts/lib/free-port.mjs';
import { startMailCatcher } from '../scripts/lib/mail-catcher.mjs';
import { DEMO_SEEDS, GATEWAY, SERVICES, startPlatform } from '../scripts/lib/platform.mjs';
import { resetAdminActions } from './admin-actions.ts';
import { startChromiumServer } from './chromium-server.ts';
import { startE2eFakeBrevo } from './fake-brevo-server.ts';
import { startE2eFakeStripe } from './fake-stripe-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The platform's NATS namespace, for a spec that publishes an event as a service would. */
    namespace: string;
    /** The platform's NATS servers (the three of its own cluster under CLUSTER=1). */
    natsUrl: string;
    /** The local fake Brevo the marketing service talks to, and where a spec reads what it was sent. */
    fakeBrevo: { controlUrl: string; apiUrl: string; apiKey: string; listId: number };
    /** The MailDev every e-mail of the platform goes to; read it with e2e/mail-catcher.ts. */
    mailCatcher: { apiUrl: string };
    /** The one Chromium every spec connects to (chromium-server.ts). */
    chromiumEndpoint: string;
  }
}

async function dropDatabase(name: string): Promise<void> {
  const client = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await client.connect();
  await client.query(`drop database if exists "${name}" with (force)`).finally(() => client.end());
}

/**
 * Runs the whole platform once for the browser tests: every service and the gateway on free ports,
 * with a database, NATS subjects and Redis keys of their own, all removed afterwards. Email
 * marketing is configured against a local fake Brevo and card payments against a local fake
 * Stripe, so nothing leaves this machine.
 */
export default async function setup(project: TestProject) {
  resetAdminActions();
  const chromiumServer = await startChromiumServer();
  const brevo = await startE2eFakeBrevo();
  const stripe = await startE2eFakeStripe();
  const mail = await startMailCatcher({ smtpPort: await freePort(), webPort: await freePort() });
  const namespace = `e2e${randomBytes(4).toString('hex')}`;
  const database = `prop_${namespace}`;
  const localNats = 'nats://127.0.0.1:4222';
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    NAMESPACE: namespace,
    DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${database}`,
    REDIS_URL: 'redis://127.0.0.1:6379',
    NATS_URL: localNats,
    // Two specs at a time each hold an MT5 account or three while a few flows keep theirs linked
    // to the end: twice the simulator's default pool, so a spec always finds a free one.
    SIM_ACCOUNTS: '24',
    // Four partitions, not sixteen: each is three of risk's durables, and on the clustered platform
    // every durable is a replicated group the three NATS servers keep beating, the browser tests'
    // accounts or not. Two risk replicas still share them.
    ACCOUNT_PARTITIONS: '4',
    // The browser tests sign in often from one address; the limiter itself is tested in the gateway.
    LOGIN_MAX_FAILURES: '1000',
    LOGIN_ACCOUNT_MAX_FAILURES: '1000',
    REGISTER_MAX_PER_HOUR: '1000',
    RECOVERY_MAX_PER_HOUR: '1000',
    CREATE_MAX_PER_MINUTE: '1000',
    // Marketing talks to the local fake Brevo (key, list, address); a contact the fake refuses gets
    // one quick retry rather than four slow ones.
    ...brevo.env,
    BREVO_RETRIES: '1',
    BREVO_RETRY_MIN_MS: '200',
    // Small imports, each followed until the fake completes it (on its second read, a second apart),
    // so each of the three parts of a sync of the spec's 30 users outlasts two of the page's 1 s polls.
    BREVO_IMPORT_BATCH_SIZE: '10',
    BREVO_PROCESS_POLL_MS: '1000',
    // Every e-mail goes to the catcher, although Brevo is configured for the contact list.
    SMTP_URL: mail.smtpUrl,
    // Card payments against the fake Stripe, whose checkout page sends the trader back to this gateway.
    ...stripe.env,
  };
  const ports: Record<string, number> = {};
  for (const info of [...SERVICES, GATEWAY]) ports[info.name] = await freePort();
  env.PUBLIC_APP_URL = `http://127.0.0.1:${ports[GATEWAY.name]}`;

  let platform: Awaited<ReturnType<typeof startPlatform>>;
  try {
    // The payouts process's clock starts on a Saturday noon in Amsterdam, so withdrawals can be
    // requested whatever day the tests run. Only payouts: sessions and cookies stay on the real clock.
    platform = await startPlatform({
      env,
      envFor: { payouts: { FAKE_NOW: '2026-06-13T12:00:00+02:00' } },
      ports,
      cluster: process.env.CLUSTER === '1',
      // As `npm start` does: the demo users, the calendar's sample week laid onto this week and the
      // next, and half a year of demo history for the KPI dashboard.
      seeds: DEMO_SEEDS,
      // `npm test` builds the platform as its images run it (scripts/lib/test-server.mjs); run
      // alone, the specs start it from the TypeScript sources.
      serverDir: process.env.PLATFORM_SERVER_DIR,
    });
  } catch (error) {
    await chromiumServer.close();
    await brevo.close();
    await stripe.close();
    await mail.stop();
    throw error;
  }
  stripe.deliverTo(platform.url);
  project.provide('baseUrl', platform.url);
  project.provide('namespace', namespace);
  project.provide('natsUrl', platform.nats?.url ?? localNats);
  project.provide('fakeBrevo', {
    controlUrl: brevo.controlUrl,
    apiUrl: brevo.apiUrl,
    apiKey: brevo.apiKey,
    listId: brevo.listId,
  });
  project.provide('mailCatcher', { apiUrl: mail.apiUrl });
  project.provide('chromiumEndpoint', chromiumServer.wsEndpoint());

  return async () => {
    await chromiumServer.close();
    await platform.stop();
    await brevo.close();
    await stripe.close();
    await mail.stop();
    await dropDatabase(database);
    await removeStreamsAndKeys(env, namespace);
  };
}
