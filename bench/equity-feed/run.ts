import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { ACCOUNT_FACTS_BUCKET } from '@prop/contracts/account-facts';
import { fixedClock } from '@prop/service-kit/clock';
import { openKv } from '@prop/service-kit/kv';
import { listOpenLinks } from '../../services/accounts/src/db/trading-accounts.ts';
import { linksFromRows } from '../../services/accounts/src/domain/account-link.ts';
import { FactsMirror } from '../../services/accounts/src/links/facts-mirror.ts';
import type { Mt5Snapshot } from '../../services/accounts/src/mt5/provider.ts';
import { EquityHistory } from '../../services/accounts/src/snapshots/equity-history.ts';
import { FiguresKeeper } from '../../services/accounts/src/snapshots/figures-keeper.ts';
import { median } from '../lib/percentiles.ts';
import { postgresCpuSeconds } from '../lib/process-cpu.ts';
import { feedPublisher, linkedFeed } from './feed-setup.ts';
import { storeHistory, walWritten } from './stored-history.ts';

/**
 * What each MT5 update costs accounts' leader, in its own process, on the real NATS and PostgreSQL:
 * the simulator moving the account (its snapshot and walk changed in place, as in the service), the
 * equity publisher (building the update, batching, the envelope, the publish), the equity history's fold
 * into the minute's bucket, the history's flush (every 10 s in the service: five flushes of six in a
 * minute rewrite each account's open minute, the sixth moves it into the history and its hour), and
 * the latest figures written onto every account's row (every 30 s in the service), with PostgreSQL's
 * CPU for the two writes and the WAL of each flush; then the links' reload from
 * every open account's row and the account-facts bucket's comparison with the links (once a minute
 * in the service). Every account is linked and moves once a tick, as the simulator's accounts do
 * once a second; a tick is a second on the simulator's clock, and the default 60 ticks are a whole
 * minute of flushes. `--history` minutes of every account are stored first, and checkpointed: the
 * service keeps a week of them, which the flushes write among.
 */
const { values } = parseArgs({
  options: {
    accounts: { type: 'string', default: '50000' },
    ticks: { type: 'string', default: '60' },
    history: { type: 'string', default: '0' },
  },
});
const accounts = Number(values.accounts);
const ticks = Number(values.ticks);
const historyMinutes = Number(values.history);
const log = (line: string) => console.log(`[equity-feed] ${line}`);
const TICKS_A_FLUSH = 10;
const FLUSHES_A_MINUTE = 60 / TICKS_A_FLUSH;
const TICKS_A_FIGURES_WRITE = 30;
const TICK_MS = 1000;

const cpuMsOf = async (work: () => unknown): Promise<number> => {
  const before = process.cpuUsage();
  await work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
};

/** The longest `work` held the event loop (the delay of a 5 ms timer). */
const heldMsOf = async (work: () => Promise<unknown>): Promise<number> => {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  await work();
  delay.disable();
  return delay.max / 1e6;
};

// The service's own simulator, on a clock of its own: each tick is a second later, so the minute
// buckets fill and turn as they do in the service.
const clock = fixedClock(new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000));
const feed = await linkedFeed(accounts, clock);
const { config, deps, simulator, links } = feed;
try {
  const figures = new FiguresKeeper({ runtime: deps.runtime, links, provider: simulator });
  const moved: Mt5Snapshot[] = [];
  simulator.onUpdate((snapshot) => moved.push(snapshot));
  // The TICKS stream stores what the publisher sends, as in the service, so its size per tick is read.
  const { publisher, ticksStream } = await feedPublisher(feed, clock);
  // The history's clock is the simulator's, as the service's provider and history share one.
  const history = new EquityHistory({ runtime: { ...deps.runtime, clock } });
  await storeHistory(
    deps.db,
    simulator.list().map(({ id }) => id),
    clock.now(),
    historyMinutes,
  );

  const simulateMs: number[] = [];
  const publishMs: number[] = [];
  const foldMs: number[] = [];
  const flushMs: number[] = [];
  const flushPostgresMs: number[] = [];
  const flushWalBytes: number[] = [];
  const flushPageImages: number[] = [];
  const keepMs: number[] = [];
  const keepPostgresMs: number[] = [];
  for (let tick = 0; tick < ticks; tick++) {
    clock.advance(TICK_MS);
    moved.length = 0;
    // Every slice of the pool once: each account moves once, as in one period of the service.
    simulateMs.push(
      await cpuMsOf(() => {
        while (moved.length < accounts) simulator.tick();
      }),
    );
    publishMs.push(
      await cpuMsOf(async () => {
        for (const snapshot of moved) publisher.publish(snapshot, links.forMt5(snapshot.id));
        // The batches go out once the turn's synchronous work is done.
        await new Promise(setImmediate);
        await deps.nats.nc.flush();
      }),
    );
    foldMs.push(
      await cpuMsOf(() => {
        for (const snapshot of moved) history.sample(snapshot, links.forMt5(snapshot.id));
      }),
    );
    if ((tick + 1) % TICKS_A_FLUSH === 0) {
      const postgresBefore = postgresCpuSeconds();
      const walBefore = await walWritten(deps.db);
      flushMs.push(await cpuMsOf(() => history.flush()));
      flushPostgresMs.push((postgresCpuSeconds() - postgresBefore) * 1000);
      const walAfter = await walWritten(deps.db);
      flushWalBytes.push(walAfter.bytes - walBefore.bytes);
      flushPageImages.push(walAfter.pageImages - walBefore.pageImages);
    }
    if ((tick + 1) % TICKS_A_FIGURES_WRITE === 0) {
      const postgresBefore = postgresCpuSeconds();
      keepMs.push(await cpuMsOf(() => figures.keep()));
      keepPostgresMs.push((postgresCpuSeconds() - postgresBefore) * 1000);
    }
  }

  const perSecond = (msPerTick: number) => `${(msPerTick / 10).toFixed(1)}% of a core`;
  // A mean, not a median: a minute's flushes differ in what they write.
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const flushPerSecond = mean(flushMs) / TICKS_A_FLUSH;
  log(
    `${accounts} linked accounts, ${historyMinutes} minutes of history stored, ${ticks} ticks of one update each, a flush every ${TICKS_A_FLUSH}`,
  );
  log(`simulate CPU per tick  median ${median(simulateMs).toFixed(0)} ms: ${perSecond(median(simulateMs))}`);
  log(`publish  CPU per tick  median ${median(publishMs).toFixed(0)} ms: ${perSecond(median(publishMs))}`);
  log(`fold     CPU per tick  median ${median(foldMs).toFixed(0)} ms: ${perSecond(median(foldMs))}`);
  log(`flush    CPU per flush mean   ${mean(flushMs).toFixed(0)} ms: ${perSecond(flushPerSecond)}`);
  log(
    `flush    PostgreSQL's CPU per flush mean ${mean(flushPostgresMs).toFixed(0)} ms: ${perSecond(mean(flushPostgresMs) / TICKS_A_FLUSH)}`,
  );
  log(
    `flush    WAL per flush mean ${(mean(flushWalBytes) / 1e6).toFixed(1)} MB, ${mean(flushPageImages).toFixed(0)} full-page images; each flush's PostgreSQL CPU and WAL: ${flushPostgresMs.map((ms, index) => `${ms.toFixed(0)} ms ${((flushWalBytes[index] ?? 0) / 1e6).toFixed(1)} MB`).join(', ')}`,
  );
  // The first minute's flushes write each account's rows for the first time; the later ones are the service's own.
  const later = (values: number[]) => values.slice(FLUSHES_A_MINUTE);
  if (flushMs.length > FLUSHES_A_MINUTE) {
    log(
      `flush    after the first minute, per flush mean: CPU ${mean(later(flushMs)).toFixed(0)} ms, PostgreSQL's CPU ${mean(later(flushPostgresMs)).toFixed(0)} ms, WAL ${(mean(later(flushWalBytes)) / 1e6).toFixed(1)} MB`,
    );
  }
  log(
    `all four at one tick a second: ${perSecond(median(simulateMs) + median(publishMs) + median(foldMs) + flushPerSecond)}`,
  );
  const stored = (await deps.nats.jsm.streams.info(ticksStream)).state;
  const bytesPerTick = stored.bytes / ticks;
  log(
    `ticks    stored per tick ${(bytesPerTick / 1e6).toFixed(2)} MB in ${(stored.messages / ticks).toFixed(0)} batches (${(bytesPerTick / accounts).toFixed(0)} B an update): ${((bytesPerTick * 3600) / 1e9).toFixed(1)} GB an hour`,
  );
  // As the leader's once-a-minute repair does it (background.ts): nothing changed, every row read,
  // then the account-facts bucket compared with the links (the first sync writes every entry).
  const mirror = new FactsMirror({
    kv: await openKv(deps.nats.nc, config.NAMESPACE, ACCOUNT_FACTS_BUCKET),
    provider: simulator,
    log: deps.log,
  });
  await mirror.sync(links);
  const reloadMs: number[] = [];
  const reloadWallMs: number[] = [];
  const reloadPostgresMs: number[] = [];
  const reloadHeldMs: number[] = [];
  const syncMs: number[] = [];
  const syncHeldMs: number[] = [];
  for (let round = 0; round < 5; round++) {
    const postgresBefore = postgresCpuSeconds();
    const began = performance.now();
    const reload = () => links.reload(async () => linksFromRows(await listOpenLinks(deps.db)));
    reloadHeldMs.push(await heldMsOf(async () => reloadMs.push(await cpuMsOf(reload))));
    reloadWallMs.push(performance.now() - began);
    reloadPostgresMs.push((postgresCpuSeconds() - postgresBefore) * 1000);
    syncHeldMs.push(await heldMsOf(async () => syncMs.push(await cpuMsOf(() => mirror.sync(links)))));
  }
  await mirror.close();
  log(
    `links    reload median ${median(reloadWallMs).toFixed(0)} ms: accounts' CPU ${median(reloadMs).toFixed(0)} ms, PostgreSQL's ${median(reloadPostgresMs).toFixed(0)} ms, event loop held at most ${median(reloadHeldMs).toFixed(0)} ms`,
  );
  log(
    `facts    sync CPU median ${median(syncMs).toFixed(0)} ms, event loop held at most ${median(syncHeldMs).toFixed(0)} ms (medians of the rounds' longest)`,
  );
  if (keepMs.length > 0) {
    const every = `a write every ${TICKS_A_FIGURES_WRITE} ticks`;
    log(
      `figures  CPU per write mean   ${mean(keepMs).toFixed(0)} ms: ${every}, ${perSecond(mean(keepMs) / TICKS_A_FIGURES_WRITE)}`,
    );
    log(
      `figures  PostgreSQL's CPU per write mean ${mean(keepPostgresMs).toFixed(0)} ms: ${every}, ${perSecond(mean(keepPostgresMs) / TICKS_A_FIGURES_WRITE)}`,
    );
  }
} finally {
  await feed.close();
}
