import pg from 'pg';
import { connectNats } from '@prop/service-kit/nats';
import { adminClient, type AdminCall } from '../lib/admin-client.ts';
import { type Summary, summarise } from '../lib/percentiles.ts';
import { startServices } from '../lib/start-services.ts';
import { startBreachProbe } from './breach-probe.ts';
import { linkAllAccounts } from './link-accounts.ts';
import { type KeepingUp, readRiskStats, startStatsSampler } from './stats-sampler.ts';

export interface ScenarioOptions {
  accounts: number;
  /** Accounts driven through the 5% limit, spread evenly over the measured window. */
  breaches: number;
  seconds: number;
  warmupSeconds: number;
  log: (line: string) => void;
}

export interface ScenarioResult {
  accounts: number;
  driven: number;
  received: number;
  duplicates: number;
  /** Update published → risk.breach.detected received. */
  latency: Summary;
  /** Update published → risk's breach write began (the row's detected_at). */
  toWrite: Summary;
  keepingUp: KeepingUp;
}

const FUNDING = 10_000;
/** 6% below the deposit: through the 5% limit whatever the walk did since the link. */
const DRIVEN_EQUITY = FUNDING * 0.94;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(250);
  }
}

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/** Sets each account's equity through the simulator's control, evenly spaced over `seconds`. */
async function driveThrough(call: AdminCall, mt5Ids: string[], seconds: number): Promise<void> {
  const startMs = Date.now();
  const spacingMs = (seconds * 1000) / mt5Ids.length;
  for (const [index, id] of mt5Ids.entries()) {
    await sleep(startMs + index * spacingMs - Date.now());
    await call('POST', `/api/admin/mt5-accounts/${encodeURIComponent(id)}/equity`, { equity: DRIVEN_EQUITY });
  }
}

/** How long after its update each breach's write began, from risk's own table. */
async function writeDelays(databaseUrl: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ ms: string }>(
      'select extract(epoch from detected_at - triggered_at) * 1000 as ms from risk.breaches',
    );
    return rows.map((row) => Number(row.ms));
  } finally {
    await client.end();
  }
}

/** The simulator with `accounts` accounts, all linked, some driven through 5%, and risk judging them. */
export async function runScenario(options: ScenarioOptions): Promise<ScenarioResult> {
  const { accounts, breaches, seconds, log } = options;
  log(`starting accounts (simulator, ${accounts} MT5 accounts) and risk`);
  const services = await startServices([
    { dir: 'services/accounts', env: { SIM_ACCOUNTS: String(accounts) } },
    { dir: 'services/risk' },
  ]);
  const nats = await connectNats(services.env.NATS_URL ?? '', 'bench-breach-latency');
  try {
    const riskUrl = services.url('services/risk');
    const call = adminClient(services.url('services/accounts'), services.internalToken);
    log(`linking ${accounts} accounts with ${FUNDING} each`);
    const mt5Ids = await linkAllAccounts(call, FUNDING);
    await until(async () => (await readRiskStats(riskUrl)).accounts === accounts, 300_000, 'risk to follow every link');
    log(`risk follows ${accounts} accounts; warming up for ${options.warmupSeconds} s`);
    await sleep(options.warmupSeconds * 1000);

    const probe = startBreachProbe(nats, services.namespace);
    const sampler = startStatsSampler(riskUrl, services.pid('services/risk'));
    const driven = shuffled(mt5Ids).slice(0, breaches);
    log(`driving ${driven.length} accounts through 5% over ${seconds} s`);
    await driveThrough(call, driven, seconds);
    const keepingUp = await sampler.stop();
    await until(async () => probe.count >= driven.length, 15_000, 'every breach event').catch((error) =>
      log(String(error)),
    );
    const probed = probe.stop();
    return {
      accounts,
      driven: driven.length,
      received: probed.latenciesMs.length,
      duplicates: probed.duplicates,
      latency: summarise(probed.latenciesMs),
      toWrite: summarise(await writeDelays(services.env.DATABASE_URL ?? '')),
      keepingUp,
    };
  } finally {
    await nats.nc.close();
    await services.stop();
  }
}
