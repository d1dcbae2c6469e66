import { spawnSync } from 'node:child_process';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { getHeapSpaceStatistics } from 'node:v8';
import { createClock } from '@prop/service-kit/clock';
import { nodeFlagsOf, SERVICES } from '../../scripts/lib/platform.mjs';
import { EquityHistory } from '../../services/accounts/src/snapshots/equity-history.ts';
import { FiguresKeeper } from '../../services/accounts/src/snapshots/figures-keeper.ts';
import { summarise } from '../lib/percentiles.ts';
import { feedPublisher, linkedFeed } from './feed-setup.ts';

/**
 * The MT5 feed as accounts' leader runs it, in real time: the service's simulator moving every linked
 * account once a second on its own timer, each update published and folded into the history, the
 * history flushed and the figures written on the service's intervals, spread as the service spreads
 * them. What it prints is what the rest of the platform feels: how many updates a second went out,
 * how late the event loop ran, and the garbage collector's pauses (the scavenges' copying of what
 * outlives them, and the old generation's growth from what they promote). run.ts measures each
 * step's CPU apart; this measures them together, over time.
 */
const { values } = parseArgs({
  options: {
    accounts: { type: 'string', default: '50000' },
    seconds: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '10' },
  },
});
const accountsEntry = SERVICES.find((service) => service.name === 'accounts');
const flags = accountsEntry ? nodeFlagsOf(accountsEntry) : [];
const flagName = (flag: string) => flag.split('=')[0] ?? flag;
// With accounts' own Node flags, unless they were given on the command line to try others.
if (!flags.every((flag) => process.execArgv.some((given) => flagName(given) === flagName(flag)))) {
  const again = spawnSync(process.execPath, [...flags, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
  });
  process.exit(again.status ?? 1);
}

/** tsx's, before the script: not accounts' own. */
const LOADER_FLAGS = ['--require', '--import'];
const accounts = Number(values.accounts);
const seconds = Number(values.seconds);
const warmup = Number(values.warmup);
const log = (line: string) => console.log(`[equity-live] ${line}`);
const ms = (value: number) => `${value.toFixed(1)} ms`;

const clock = createClock();
const feed = await linkedFeed(accounts, clock);
const { config, deps, simulator, links } = feed;
const timers: NodeJS.Timeout[] = [];
/** The feed's clocks stopped, so that a failure ends the run instead of leaving it ticking. */
const stopFeed = async () => {
  for (const timer of timers) clearInterval(timer);
  await simulator.stop();
};
try {
  const { publisher } = await feedPublisher(feed, clock);
  const history = new EquityHistory({ runtime: deps.runtime });
  const figures = new FiguresKeeper({ runtime: deps.runtime, links, provider: simulator });
  let updates = 0;
  simulator.onUpdate((snapshot) => {
    updates++;
    const link = links.forMt5(snapshot.id);
    publisher.publish(snapshot, link);
    history.sample(snapshot, link);
  });
  const failed = (error: unknown) => log(`a write failed: ${String(error)}`);
  timers.push(
    setInterval(() => history.flush(config.EQUITY_HISTORY_FLUSH_MS / 2).catch(failed), config.EQUITY_HISTORY_FLUSH_MS),
    setInterval(() => figures.keep(config.SNAPSHOT_PERSIST_MS / 2).catch(failed), config.SNAPSHOT_PERSIST_MS),
  );
  await simulator.start();
  await new Promise((resolve) => setTimeout(resolve, warmup * 1000));

  const pauses = { minor: [] as number[], major: [] as number[] };
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      // detail.kind: 1 a scavenge, 2 and 4 the old generation's marking and compaction.
      const kind = (entry as { detail?: { kind?: number } }).detail?.kind;
      (kind === 1 ? pauses.minor : pauses.major).push(entry.duration);
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  const oldSpace = () =>
    getHeapSpaceStatistics().find((space) => space.space_name === 'old_space')?.space_used_size ?? 0;
  let grown = 0;
  let lastOld = oldSpace();
  const sampler = setInterval(() => {
    const now = oldSpace();
    grown += Math.max(0, now - lastOld);
    lastOld = now;
  }, 50);
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const updatesBefore = updates;
  const cpuBefore = process.cpuUsage();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const cpu = process.cpuUsage(cpuBefore);
  delay.disable();
  clearInterval(sampler);
  observer.disconnect();
  await stopFeed();

  const minor = summarise(pauses.minor);
  const major = summarise(pauses.major);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const inEffect = process.execArgv.filter((given) => given.startsWith('--') && !LOADER_FLAGS.includes(given));
  log(`${accounts} linked accounts, ${seconds} s after ${warmup} s of warm-up, Node flags ${inEffect.join(' ')}`);
  log(`updates  ${((updates - updatesBefore) / seconds).toFixed(0)}/s of ${accounts}/s owed`);
  log(`CPU      ${((cpu.user + cpu.system) / 10_000 / seconds).toFixed(0)}% of a core (the collector's threads too)`);
  log(`loop     delay p99 ${ms(delay.percentile(99) / 1e6)}, max ${ms(delay.max / 1e6)} (a 5 ms timer's lateness)`);
  log(
    `scavenge ${minor.count} pauses, ${ms(sum(pauses.minor) / seconds)} a second, p50 ${ms(minor.p50)}, max ${ms(minor.max)}`,
  );
  log(`old gen  ${major.count} pauses, ${ms(sum(pauses.major))} in all, max ${ms(major.max)}`);
  log(`old gen  grew ${(grown / 1e6 / seconds).toFixed(1)} MB a second (what scavenges promoted, in the main)`);
  await figures.keep();
  await history.flush();
} finally {
  await stopFeed();
  await feed.close();
}
