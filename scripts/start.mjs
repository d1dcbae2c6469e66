// `npm start`: installs what is missing, builds the apps, migrates and seeds, then runs the
// whole platform behind one URL until Ctrl+C. Plain Node: it runs before any dependency exists.
import { readFileSync } from 'node:fs';
import { ensurePnpm, installDependencies, run } from './lib/pnpm.mjs';

const pnpm = ensurePnpm();
installDependencies(pnpm);
run(pnpm, ['run', 'build:web']);

const { CLUSTER_REPLICAS, DEMO_SEEDS, startPlatform } = await import('./lib/platform.mjs');
const { startMailCatcher } = await import('./lib/mail-catcher.mjs');
// With no mail server of its own (SMTP_URL) and no Brevo sender, e-mail goes to MailDev, right here.
const ownMail = process.env.SMTP_URL || (process.env.BREVO_API_KEY && process.env.BREVO_SENDER_EMAIL);
const mailCatcher = ownMail ? null : await startMailCatcher({ smtpPort: 1025, webPort: 1080 });
const demo = JSON.parse(readFileSync(new URL('../services/identity/demo-accounts.json', import.meta.url), 'utf8'));
// The simulated accounts trade by themselves, each funded one after a month of past trading, so the
// demo trader's journal, statistics and chart have something in them from the first sign-in.
// CLUSTER=1 runs it as a cluster on this machine (scripts/lib/platform.mjs): three NATS servers and
// REPLICAS (2 by default) replicas of every service and of the gateway.
const cluster = process.env.CLUSTER === '1';
const replicas = Number(process.env.REPLICAS ?? CLUSTER_REPLICAS);
if (cluster)
  console.log(`Starting clustered: 3 NATS servers, ${replicas} replicas of every service and of the gateway`);
const platform = await startPlatform({
  env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
  envFor: { accounts: { SIM_PERSONAS: process.env.SIM_PERSONAS ?? 'true' } },
  cluster,
  replicas,
  seeds: DEMO_SEEDS,
}).catch(async (error) => {
  await mailCatcher?.stop();
  throw error;
});
const credential = (name) => process.env[name] ?? demo[name];

const { linkDemoTrader } = await import('./lib/demo-link.mjs');
const credentials = Object.fromEntries(Object.keys(demo).map((name) => [name, credential(name)]));
console.log(
  `demo trader's MT5 account: ${await linkDemoTrader(platform.url, credentials).catch((error) => error.message)}`,
);
const clustered = platform.nats
  ? `, clustered: ${platform.replicas} replicas of every service and of the gateway, ${platform.nats.size} NATS servers (streams kept ${platform.nats.size} times)`
  : '';
console.log(`
  The platform is running${clustered}.

    Trader app   ${platform.url}/
    Admin app    ${platform.url}/admin
    E-mail       ${mailCatcher ? `${mailCatcher.apiUrl}/ (MailDev: every e-mail the platform sends)` : 'sent by your SMTP_URL or Brevo'}

    Demo trader  ${credential('SEED_TRADER_EMAIL')} / ${credential('SEED_TRADER_PASSWORD')}
    Demo admin   ${credential('SEED_ADMIN_EMAIL')} / ${credential('SEED_ADMIN_PASSWORD')}

  Press Ctrl+C to stop.
`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await platform.stop();
    await mailCatcher?.stop();
    process.exit(0);
  });
}
