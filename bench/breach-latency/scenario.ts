import pg from 'pg';
import { connectNats } from '@prop/service-kit/nats';
import { adminClient, type AdminCall } from '../lib/admin-client.ts';
import { type Summary, summarise } from '../lib/percentiles.ts';
import { startServices } from '../lib/start-services.ts';
import { startBreachProbe } from './breach-probe.ts';
import { driveExpertDeals } from './drive-deals.ts';
import { linkAllAccounts } from './link-accounts.ts';
import { lockTwoStepPacks } from './lock-packs.ts';
import { type KeepingUp, readRiskStats, startStatsSampler } from './stats-sampler.ts';

export interface ScenarioOptions {
  accounts: number;
  /** Accounts driven through their loss limit, spread evenly over the measured window. */
  breaches: number;
  /** Accounts (kept on Instant Funding's pack) sent an expert advisor's deal over the same window. */
  dealBreaches: number;
  /** two-step: every other account locked to the Two-Step Challenge's phase 1 pack; none: the spec's rule set. */
  pack: 'two-step' | 'none';
  seconds: number;
  warmupSeconds: number;
  log: (line: string) => void;
}

export interface ScenarioResult {
  accounts: number;
  pack: ScenarioOptions['pack'];
  driven: number;
  received: number;
  duplicates: number;
  /** Update published → risk.breach.detected received. */
  latency: Summary;
  dealsDriven: number;
  dealsReceived: number;
  /** Deal recorded → risk.breach.detected received. */
  dealLatency: Summary;
  /** Update published → risk's breach write began (the row's detected_at). */
  toWrite: Summary;
  keepingUp: KeepingUp;
}

const FUNDING = 10_000;
/**
 * 6% below the deposit: through the spec's 5% maximum drawdown, and through the Two-Step pack's 5%
 * daily loss (its day starts at or above the deposit), whatever the walk did since the link.
 */
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

/** How many accounts risk has locked to a pack, from its own table. */
async function lockedPacks(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>('select count(*) from risk.locked_packs');
    return Number(rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
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

/**
 * The simulator with `accounts` accounts, all linked (with `pack`, all but the deal probes locked to
 * the Two-Step pack), some driven through their loss limit, some sent an expert advisor's deal,
 * and risk judging them.
 */
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
    const linked = shuffled(await linkAllAccounts(services, call, FUNDING));
    await until(async () => (await readRiskStats(riskUrl)).accounts === accounts, 300_000, 'risk to follow every link');
    const dealProbes = linked.slice(0, options.dealBreaches);
    const judged = linked.slice(options.dealBreaches);
    if (options.pack === 'two-step') {
      log(`locking ${judged.length} accounts to the Two-Step phase 1 pack`);
      await lockTwoStepPacks(nats, services.namespace, judged);
      const databaseUrl = services.env.DATABASE_URL ?? '';
      await until(async () => (await lockedPacks(databaseUrl)) === judged.length, 300_000, 'risk to lock every pack');
    }
    log(`risk follows ${accounts} accounts; warming up for ${options.warmupSeconds} s`);
    await sleep(options.warmupSeconds * 1000);

    const probe = startBreachProbe(nats, services.namespace);
    const sampler = startStatsSampler(riskUrl, services.pid('services/risk'));
    const driven = judged.slice(0, breaches).map((account) => account.mt5AccountId);
    log(
      `driving ${driven.length} accounts through their loss limit and ${dealProbes.length} expert deals over ${seconds} s`,
    );
    await Promise.all([
      driveThrough(call, driven, seconds),
      driveExpertDeals(nats, services.namespace, dealProbes, seconds),
    ]);
    const keepingUp = await sampler.stop();
    const expected = driven.length + dealProbes.length;
    await until(async () => probe.count >= expected, 15_000, 'every breach event').catch((error) => log(String(error)));
    const probed = probe.stop();
    const dealLatencies = probed.latenciesMs.get('expert_advisor') ?? [];
    const updateLatencies = [...probed.latenciesMs].flatMap(([rule, ms]) => (rule === 'expert_advisor' ? [] : ms));
    return {
      accounts,
      pack: options.pack,
      driven: driven.length,
      received: updateLatencies.length,
      duplicates: probed.duplicates,
      latency: summarise(updateLatencies),
      dealsDriven: dealProbes.length,
      dealsReceived: dealLatencies.length,
      dealLatency: summarise(dealLatencies),
      toWrite: summarise(await writeDelays(services.env.DATABASE_URL ?? '')),
      keepingUp,
    };
  } finally {
    await nats.nc.close();
    await services.stop();
  }
}
