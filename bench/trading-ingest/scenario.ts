import pg from 'pg';
import { adminClient } from '../lib/admin-client.ts';
import { cpuSeconds } from '../lib/process-cpu.ts';
import { startServices } from '../lib/start-services.ts';
import { linkTraders } from '../lib/traders.ts';
import {
  type Backlog,
  backlogAt,
  type LagFigures,
  lagOf,
  ledgerReads,
  madeIn,
  neverRead,
  recordedIn,
  type Span,
} from './ledger-figures.ts';

export interface IngestOptions {
  accounts: number;
  seconds: number;
  warmupSeconds: number;
  /** TRADING_POLL_MS: every linked account is read at least this often, activity or not. */
  pollMs: number;
  /** TRADING_CONCURRENCY when set; the service's default otherwise. */
  concurrency: number | undefined;
  /** Longest wait after the window for the deals made in it to be stored. */
  catchUpSeconds: number;
  log: (line: string) => void;
}

export interface IngestResult {
  accounts: number;
  seconds: number;
  pollMs: number;
  linkSeconds: number;
  /** Deals made in the window by the accounts read, as stored once the catch-up ended. */
  made: number;
  /** When the last of the window's deals arrived, in seconds after it; null when the wait ran out. */
  caughtUpAfter: number | null;
  /** Deals stored during the window, whenever made (funding deposits of the accounts read late too). */
  recorded: number;
  /** Ledger reads the ingestion made during the window (one per account read). */
  reads: number;
  /** The lag of the deals made in the window, and of those made in its first and last thirds. */
  lag: LagFigures;
  firstThird: LagFigures;
  lastThird: LagFigures;
  /** Made against stored at the window's start, thirds and end. */
  backlog: Backlog[];
  /** Linked accounts without a single stored deal when the catch-up ended. */
  neverRead: number;
  /** Share of a core the accounts process used over the window. */
  cpuShare: number;
}

const FUNDING = 25_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the window's deals stop arriving: no new one for a full poll period plus 5 s (by
 * then every account the ingestion keeps up with was read again). Answers when the last one
 * arrived, in seconds after the window, or null when `maxSeconds` ran out first.
 */
async function catchUp(client: pg.Client, window: Span, pollMs: number, maxSeconds: number): Promise<number | null> {
  const quietMs = pollMs + 5000;
  const deadline = Date.now() + maxSeconds * 1000;
  let count = await madeIn(client, window);
  let changedAt = Date.now();
  while (Date.now() - changedAt < quietMs) {
    if (Date.now() > deadline) return null;
    await sleep(1000);
    const now = await madeIn(client, window);
    if (now !== count) [count, changedAt] = [now, Date.now()];
  }
  return (changedAt - window.to.getTime()) / 1000;
}

/**
 * The accounts service alone with `accounts` simulated MT5 accounts, each linked, funded and
 * trading by itself (SIM_PERSONAS, no back history so linking is quick), and its trading
 * ingestion storing their deals. The gateway and other services are on no part of this path.
 */
export async function runIngest(options: IngestOptions): Promise<IngestResult> {
  const { accounts, seconds, log } = options;
  const concurrency = options.concurrency ? `, TRADING_CONCURRENCY=${options.concurrency}` : '';
  log(`starting accounts: ${accounts} simulated MT5 accounts trading, TRADING_POLL_MS=${options.pollMs}${concurrency}`);
  const services = await startServices([
    {
      dir: 'services/accounts',
      env: {
        SIM_ACCOUNTS: String(accounts),
        SIM_PERSONAS: 'true',
        SIM_HISTORY_DAYS: '0',
        TRADING_POLL_MS: String(options.pollMs),
        ...(options.concurrency ? { TRADING_CONCURRENCY: String(options.concurrency) } : {}),
      },
    },
  ]);
  const client = new pg.Client({ connectionString: services.env.DATABASE_URL });
  await client.connect();
  try {
    const call = adminClient(services.url('services/accounts'), services.internalToken);
    const linking = Date.now();
    await linkTraders(services, call, accounts, FUNDING, 32);
    const linkSeconds = (Date.now() - linking) / 1000;
    log(`linked ${accounts} accounts in ${linkSeconds.toFixed(0)} s; warming up for ${options.warmupSeconds} s`);
    await sleep(options.warmupSeconds * 1000);

    const pid = services.pid('services/accounts');
    const cpuBefore = cpuSeconds(pid);
    const readsBefore = await ledgerReads(client);
    const from = new Date();
    log(`measuring for ${seconds} s`);
    await sleep(seconds * 1000);
    const to = new Date();
    const reads = (await ledgerReads(client)) - readsBefore;
    const cpuShare = (cpuSeconds(pid) - cpuBefore) / ((to.getTime() - from.getTime()) / 1000);
    const window = { from, to };
    const third = (to.getTime() - from.getTime()) / 3;
    const at = (part: number) => new Date(from.getTime() + part * third);
    log(`waiting up to ${options.catchUpSeconds} s for the window's deals to be stored`);
    const caughtUpAfter = await catchUp(client, window, options.pollMs, options.catchUpSeconds);
    return {
      accounts,
      seconds,
      pollMs: options.pollMs,
      linkSeconds,
      made: await madeIn(client, window),
      caughtUpAfter,
      recorded: await recordedIn(client, window),
      reads,
      lag: await lagOf(client, window),
      firstThird: await lagOf(client, { from, to: at(1) }),
      lastThird: await lagOf(client, { from: at(2), to }),
      backlog: await backlogAt(client, [from, at(1), at(2), to]),
      neverRead: await neverRead(client),
      cpuShare,
    };
  } finally {
    await client.end();
    await services.stop();
  }
}
