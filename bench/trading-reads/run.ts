import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { moneyOfFigure } from '@prop/contracts/money';
import pg from 'pg';
import { startPlatform } from '../lib/platform.ts';
import type { Trader } from '../lib/traders.ts';
import { equityYear } from './equity-year.ts';
import { type ReadLoadResult, runReadLoad, timeAlone, untilIdle } from './read-load.ts';
import { seedLedger } from './seed-ledger.ts';
import { syntheticLedger } from './synthetic-ledger.ts';

const { values } = parseArgs({
  options: {
    deals: { type: 'string', default: '100000' },
    'baseline-deals': { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '20' },
    rate: { type: 'string', default: '10' },
    alone: { type: 'string', default: '10' },
    'after-trade': { type: 'string', default: '5' },
  },
});

const BAR_P99_MS = 50;
const HISTORY_DAYS = 365;
const FUNDING = 25_000;
const log = (line: string) => console.log(`[trading-reads] ${line}`);
const rate = Number(values.rate);
const seconds = Number(values.seconds);

interface Ledger {
  trader: Trader;
  deals: number;
}

/** Statistics read right after a trade closed: what the first reader after each trade waits. */
interface AfterTrade {
  deals: number;
  median: number;
  max: number;
}

interface Step {
  route: string;
  deals: number;
  alone: { ms: number; bytes: number };
  load: ReadLoadResult;
}

/** The trader's ledger: `deals` deals over the past year, their trades and a year of equity buckets. */
async function seed(client: pg.Client, trader: Trader, deals: number, seedNumber: number, now: Date) {
  const started = Date.now();
  const ledger = syntheticLedger({
    deals,
    start: new Date(now.getTime() - HISTORY_DAYS * 86_400_000),
    end: now,
    deposit: moneyOfFigure(FUNDING),
    seed: seedNumber,
  });
  const stored = await seedLedger(
    client,
    trader.mt5AccountId,
    ledger,
    equityYear(ledger, now, HISTORY_DAYS, seedNumber),
  );
  log(
    `stored ${stored.deals} deals, ${stored.trades} trades and ${stored.buckets} equity buckets for ${trader.mt5AccountId} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

const meetsBar = (step: Step) =>
  step.load.p99 <= BAR_P99_MS &&
  step.load.achieved >= rate * 0.98 &&
  step.load.errors + step.load.timeouts + step.load.non2xx === 0;

function line(step: Step): string {
  const { load } = step;
  return [
    `${step.route.padEnd(40)} ${String(step.deals).padStart(7)} deals`,
    `alone ${ms(step.alone.ms)} (${(step.alone.bytes / 1024).toFixed(1)} kB)`,
    `at ${rate} req/s: achieved ${load.achieved.toFixed(1)}, p50 ${ms(load.p50)}, p99 ${ms(load.p99)}, max ${ms(load.max)} (uncorrected p99 ${ms(load.rawP99)})`,
    `errors ${load.errors}, timeouts ${load.timeouts}, non-2xx ${load.non2xx}`,
    `accounts CPU ${(load.serverCpu * 100).toFixed(0)}%`,
    meetsBar(step) ? 'bar met' : 'BAR NOT MET',
  ].join('; ');
}

/**
 * Moves the trader's trades version as the ingestion does when it records a trade, then times one
 * statistics read: the cache is stale, so each is a read of every trade and the figures computed anew.
 */
async function statisticsAfterTrade(client: pg.Client, trader: Trader, deals: number): Promise<AfterTrade> {
  const took: number[] = [];
  for (let index = 0; index < Number(values['after-trade']); index++) {
    await client.query(
      `insert into accounts.trading_versions (mt5_account_id, trades) values ($1, 1)
       on conflict (mt5_account_id) do update set trades = trading_versions.trades + 1`,
      [trader.mt5AccountId],
    );
    took.push((await timeAlone(platform.gatewayUrl, '/api/account/statistics', trader.cookie, 1)).ms);
  }
  took.sort((a, b) => a - b);
  return { deals, median: took[Math.floor(took.length / 2)] ?? 0, max: took.at(-1) ?? 0 };
}

const platform = await startPlatform(2, log);
const steps: Step[] = [];
const afterTrade: AfterTrade[] = [];
try {
  const [big, small] = platform.traders as [Trader, Trader];
  const now = new Date();
  const client = new pg.Client({ connectionString: platform.services.env.DATABASE_URL });
  await client.connect();
  const ledgers: Ledger[] = [
    { trader: small, deals: Number(values['baseline-deals']) },
    { trader: big, deals: Number(values.deals) },
  ];
  const serverPid = platform.services.pid('services/accounts');
  try {
    await seed(client, small, Number(values['baseline-deals']), 1, now);
    await seed(client, big, Number(values.deals), 2, now);
    for (const { trader, deals } of ledgers) {
      await untilIdle(serverPid);
      afterTrade.push(await statisticsAfterTrade(client, trader, deals));
    }
  } finally {
    await client.end();
  }
  // The month of the calendar the trader opens first; the UTC month, which is the firm's but for a few hours a month.
  const month = now.toISOString().slice(0, 7);
  const routes = [
    '/api/account/statistics',
    '/api/account/trades?limit=50',
    '/api/account/equity-history?range=all',
    '/api/account/equity-history?range=1m',
    `/api/account/daily?month=${month}`,
  ];
  for (const route of routes) {
    for (const { trader, deals } of ledgers) {
      await untilIdle(serverPid);
      const alone = await timeAlone(platform.gatewayUrl, route, trader.cookie, Number(values.alone));
      log(`${route}, ${deals} deals: ${ms(alone.ms)} alone; ${rate} req/s for ${seconds} s`);
      const load = await runReadLoad({
        url: platform.gatewayUrl,
        path: route,
        cookie: trader.cookie,
        rate,
        seconds,
        serverPid,
      });
      steps.push({ route, deals, alone, load });
    }
  }
} finally {
  await platform.stop();
}

console.log(
  `\nreads through the gateway, one signed-in trader per ledger, ${rate} req/s for ${seconds} s per step, evenly spaced over one keep-alive connection per request a second; load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')} (2 cores, load generator on the same machine)`,
);
for (const step of steps) console.log(`  ${line(step)}`);
for (const read of afterTrade)
  console.log(
    `  /api/account/statistics right after a new trade ${String(read.deals).padStart(7)} deals; one at a time: median ${ms(read.median)}, max ${ms(read.max)} (every trade read again)`,
  );
console.log(`${values.deals} / ${values['baseline-deals']} deals:`);
for (let index = 0; index + 1 < steps.length; index += 2) {
  const [baseline, step] = [steps[index] as Step, steps[index + 1] as Step];
  console.log(
    `  ${step.route.padEnd(40)} alone x${(step.alone.ms / baseline.alone.ms).toFixed(1)}, p99 x${(step.load.p99 / baseline.load.p99).toFixed(1)}`,
  );
}
const missed = steps.filter((step) => !meetsBar(step));
console.log(
  `bar (p99 <= ${BAR_P99_MS} ms at ${rate} req/s, no errors): ${missed.length === 0 ? 'MET' : `NOT MET by ${missed.map((step) => `${step.route} at ${step.deals} deals`).join(', ')}`}`,
);
