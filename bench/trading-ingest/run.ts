import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { LagFigures } from './ledger-figures.ts';
import { type IngestResult, runIngest } from './scenario.ts';

const { values } = parseArgs({
  options: {
    accounts: { type: 'string', default: '1000,10000' },
    seconds: { type: 'string', default: '60' },
    warmup: { type: 'string', default: '10' },
    'poll-ms': { type: 'string', default: '30000' },
    concurrency: { type: 'string' },
    'catch-up': { type: 'string', default: '180' },
  },
});

const log = (line: string) => console.log(`[trading-ingest] ${line}`);
const ms = (value: number) => `${value.toFixed(0)} ms`;
const perSecond = (count: number, seconds: number) => `${(count / seconds).toFixed(1)}/s`;

/** The lag holds when the last third's median is within a quarter (or a second) of the first third's. */
const lagIsFlat = (result: IngestResult) =>
  result.lastThird.p50 <= Math.max(result.firstThird.p50 * 1.25, result.firstThird.p50 + 1000);

const lagLine = (figures: LagFigures) =>
  `p50 ${ms(figures.p50)}, p99 ${ms(figures.p99)}, max ${ms(figures.max)} (${figures.deals} deals)`;

/**
 * The window's deals of every linked account, from those of the accounts read at all: each
 * account's persona is drawn at random by its index, so those read are a fair sample of the pool.
 */
const extrapolated = (result: IngestResult) => {
  const read = result.accounts - result.neverRead;
  return read > 0 ? (result.made * result.accounts) / read : 0;
};

function report(result: IngestResult): string {
  const { seconds } = result;
  const read = result.accounts - result.neverRead;
  const caughtUp =
    result.caughtUpAfter === null
      ? `still arriving ${values['catch-up']} s after the window`
      : `none arrived after ${result.caughtUpAfter.toFixed(0)} s past the window`;
  const backlog = result.backlog.map((point) => point.made - point.recorded);
  const flat = lagIsFlat(result) ? 'flat' : 'GROWING';
  return [
    `${result.accounts} accounts trading (linked in ${result.linkSeconds.toFixed(0)} s), TRADING_POLL_MS ${result.pollMs}, TRADING_CONCURRENCY ${values.concurrency ?? 'unset'}, ${seconds} s measured`,
    `  accounts read at all by the end: ${read} of ${result.accounts}; never read (not one deal stored, not even the funding deposit): ${result.neverRead}`,
    `  deals made in the window by the accounts read: ${result.made} (${perSecond(result.made, seconds)}), ${caughtUp}`,
    `    by all ${result.accounts} accounts, extrapolated: ${extrapolated(result).toFixed(0)} (${perSecond(extrapolated(result), seconds)})`,
    `  deals stored in the window, whenever made: ${result.recorded} (${perSecond(result.recorded, seconds)}); ledger reads ${result.reads} (${perSecond(result.reads, seconds)})`,
    `  backlog of the accounts read (made, not stored yet) at the window's start, thirds and end: ${backlog.join(', ')}`,
    `  ingestion lag (recorded_at - deal time) of the deals made in the window by the accounts read: ${lagLine(result.lag)}`,
    `    first third: ${lagLine(result.firstThird)}`,
    `    last third:  ${lagLine(result.lastThird)}`,
    `    lag ${flat} (last third's p50 within 25% or 1 s of the first's)${result.neverRead ? ', for the accounts read only' : ''}`,
    `  accounts process CPU: ${(result.cpuShare * 100).toFixed(0)}% of a core`,
  ].join('\n');
}

function ratio(result: IngestResult, baseline: IngestResult): string {
  const x = (a: number, b: number) => (b === 0 ? '-' : `x${(a / b).toFixed(2)}`);
  const read = (of: IngestResult) => of.accounts - of.neverRead;
  return [
    `${result.accounts} / ${baseline.accounts} accounts (x${(result.accounts / baseline.accounts).toFixed(0)}):`,
    `accounts read ${x(read(result), read(baseline))}, made (extrapolated) ${x(extrapolated(result), extrapolated(baseline))},`,
    `stored ${x(result.recorded, baseline.recorded)}, reads ${x(result.reads, baseline.reads)},`,
    `lag p50 ${x(result.lag.p50, baseline.lag.p50)}, p99 ${x(result.lag.p99, baseline.lag.p99)},`,
    `CPU ${x(result.cpuShare, baseline.cpuShare)}`,
  ].join(' ');
}

const results: IngestResult[] = [];
for (const accounts of values.accounts.split(',').map(Number)) {
  results.push(
    await runIngest({
      accounts,
      seconds: Number(values.seconds),
      warmupSeconds: Number(values.warmup),
      pollMs: Number(values['poll-ms']),
      concurrency: values.concurrency === undefined ? undefined : Number(values.concurrency),
      catchUpSeconds: Number(values['catch-up']),
      log,
    }),
  );
}
console.log(
  `\nload average at the end: ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')} (2 cores)`,
);
for (const result of results) console.log(report(result));
const [baseline, ...others] = results;
if (baseline) for (const result of others) console.log(ratio(result, baseline));
