import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { batchUpdatesOf, equityBatch } from '@prop/contracts/events/equity-batch';
import { subjectFilterOf } from '@prop/contracts/events/envelope';
import { connectNats, subjectFor } from '@prop/service-kit/nats';
import { EVENT_LOOP_RESOLUTION_MS } from '@prop/service-kit/metrics';
import { scrapeMetrics, sumOf } from '../lib/metrics.ts';
import { median, type Summary, summarise } from '../lib/percentiles.ts';
import { type Platform, startPlatform } from '../lib/platform.ts';
import { cpuSeconds } from '../lib/process-cpu.ts';
import { natsClusterWanted, replicaCounts, replicaOptions, replicasLabel, sideBySide } from '../lib/replica-runs.ts';
import type { Trader } from '../lib/traders.ts';
import { type ClientReport, openClients, SOCKETS_PER_SOURCE } from './clients.ts';
import { openFilesLimit, openSocketsOf } from './sockets.ts';

const { values } = parseArgs({
  options: {
    sockets: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '200' },
    'sockets-per-client': { type: 'string', default: '15000' },
    ...replicaOptions,
  },
});

const BAR_P99_MS = 100;
const log = (line: string) => console.log(`[ws-fanout] ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const count = Number(values.sockets);
const seconds = Number(values.seconds);
const counts = replicaCounts(values.replicas);
const perClient = Number(values['sockets-per-client']);

/**
 * Each socket is a descriptor in a client process and another in a gateway process, each bound by
 * the open-files limit (inherited from run.sh), less the process's own files (NATS, Redis,
 * PostgreSQL, modules). The clients are spread over as many processes as they need; a gateway
 * process is not, so a run opens at most this many sockets per gateway process.
 */
const limit = openFilesLimit();
const OWN_FILES = 1000;
const perProcess = limit === null ? Number.POSITIVE_INFINITY : limit - OWN_FILES;
/**
 * The cluster module hands each new connection to whichever replica took its last one first, so
 * the replicas' shares differ (one had a fifth more than the mean in a smoke run on a loaded
 * machine): replicated runs leave the busiest one this much room.
 */
const SHARE_SLACK = 1.25;
const socketsFor = (replicas: number) =>
  Math.min(count, replicas === 1 ? perProcess : Math.floor((replicas * perProcess) / SHARE_SLACK));
const capReason = (replicas: number) =>
  replicas === 1
    ? `one gateway process holds at most ${perProcess} (the open-files limit ${limit} less ${OWN_FILES})`
    : `${replicas} gateway processes hold at most ${perProcess} each (the open-files limit ${limit} less ${OWN_FILES}), and the cluster module's shares differ by up to ${SHARE_SLACK}x`;
if (!(perClient >= 1 && perClient <= Math.min(perProcess, SOCKETS_PER_SOURCE))) {
  console.error(
    `[ws-fanout] --sockets-per-client takes 1 to ${Math.min(perProcess, SOCKETS_PER_SOURCE)} (the open-files limit ${limit} less ${OWN_FILES}, and ${SOCKETS_PER_SOURCE} from one loopback address), not ${values['sockets-per-client']}`,
  );
  process.exit(1);
}

/** The gateway's own event-loop delay, from its /metrics, one window per scrape (prom-client resets it). */
function sampleGatewayLoop(gatewayUrl: string, token: string) {
  const p50s: number[] = [];
  const p99s: number[] = [];
  const maxes: number[] = [];
  const take = async () => {
    const text = await scrapeMetrics(gatewayUrl, token);
    const read = (name: string) => sumOf(text, name) * 1000 - EVENT_LOOP_RESOLUTION_MS;
    p50s.push(read('nodejs_eventloop_lag_p50_seconds'));
    p99s.push(read('nodejs_eventloop_lag_p99_seconds'));
    maxes.push(read('nodejs_eventloop_lag_max_seconds'));
  };
  const timer = setInterval(() => void take().catch(() => undefined), 1000);
  return {
    async start() {
      await take();
      p50s.length = 0;
      p99s.length = 0;
      maxes.length = 0;
    },
    stop() {
      clearInterval(timer);
      return { p50: summarise(p50s).p50, worstP99: Math.max(...p99s), max: Math.max(...maxes) };
    },
  };
}

interface Measured {
  replicas: number;
  sockets: number;
  latency: Summary;
  published: number;
  /** Sockets that received fewer updates than their account's published in the window, beyond one at its edges. */
  short: number;
  wrong: number;
  closed: number;
  loop: ReturnType<ReturnType<typeof sampleGatewayLoop>['stop']>;
  /** Per gateway process: its id, the sockets it took, its CPU share. */
  gateways: { pid: number; sockets: number; cpuShare: number }[];
  clients: { processes: number; cpuShare: number; loops: ClientReport['loop'][] };
  /** This process: it counts the published updates. */
  ownCpuShare: number;
}

/** Opens a socket for each of the run's traders to the gateway as it runs now, measures the window, closes them. */
async function measureFanout(platform: Platform, replicas: number): Promise<Measured> {
  const pids = platform.gatewayPids;
  const traders = platform.traders.slice(0, socketsFor(replicas));
  const socketsBefore = pids.map(openSocketsOf);
  log(
    `${replicasLabel(replicas)}: opening ${traders.length} /ws sockets from ${Math.ceil(traders.length / perClient)} client processes, ${values.concurrency} at a time (open-files limit ${limit ?? 'unknown'})`,
  );
  const opening = Date.now();
  const clients = await openClients(platform.gatewayUrl, traders, perClient, Number(values.concurrency));
  const sockets = pids.map((pid, index) => openSocketsOf(pid) - (socketsBefore[index] ?? 0));
  log(
    `${traders.length} sockets open in ${((Date.now() - opening) / 1000).toFixed(0)} s (per gateway process ${sockets.join('/')}); warming up for ${values.warmup} s`,
  );
  await sleep(Number(values.warmup) * 1000);

  // What the simulator really published in the window, per account, so a slow simulator is not counted as loss.
  const nats = await connectNats(platform.services.env.NATS_URL ?? '', 'ws-fanout-bench');
  const publishedOf = new Map<string, number>();
  let counting = false;
  const updates = nats.nc.subscribe(subjectFor(platform.services.namespace, subjectFilterOf(equityBatch)), {
    callback: (error, message) => {
      if (error || !counting) return;
      for (const update of batchUpdatesOf((message.json() as { data: unknown }).data)) {
        const { mt5AccountId } = update as { mt5AccountId: string };
        publishedOf.set(mt5AccountId, (publishedOf.get(mt5AccountId) ?? 0) + 1);
      }
    },
  });
  const gatewayLoop = sampleGatewayLoop(platform.gatewayUrl, platform.services.metricsToken);
  await gatewayLoop.start();
  const gatewayCpu = pids.map(cpuSeconds);
  const ownCpu = process.cpuUsage();
  log(`measuring for ${seconds} s`);
  clients.measure();
  counting = true;
  await sleep(seconds * 1000);
  counting = false;
  const reports = await clients.report();
  updates.unsubscribe();
  await nats.nc.drain();
  const own = process.cpuUsage(ownCpu);
  const loop = gatewayLoop.stop();
  const received = reports.flatMap((report) => [...report.received]);
  const publishedTo = (trader: Trader) => publishedOf.get(trader.mt5AccountId) ?? 0;
  return {
    replicas,
    sockets: traders.length,
    latency: summarise(reports.flatMap((report) => [...report.latencies])),
    published: traders.reduce((sum, trader) => sum + publishedTo(trader), 0),
    short: traders.filter((trader, index) => (received[index] ?? 0) < publishedTo(trader) - 1).length,
    wrong: reports.reduce((sum, report) => sum + report.wrong, 0),
    closed: reports.reduce((sum, report) => sum + report.closed, 0),
    loop,
    gateways: pids.map((pid, index) => ({
      pid,
      sockets: sockets[index] ?? 0,
      cpuShare: (cpuSeconds(pid) - (gatewayCpu[index] ?? 0)) / seconds,
    })),
    clients: {
      processes: reports.length,
      cpuShare: reports.reduce((sum, report) => sum + report.cpuSeconds, 0) / seconds,
      loops: reports.map((report) => report.loop),
    },
    ownCpuShare: (own.user + own.system) / 1e6 / seconds,
  };
}

// Updates in flight at the window's two edges are counted on one side only: allow 1%.
const meetsBar = (run: Measured) =>
  run.latency.p99 <= BAR_P99_MS &&
  run.latency.count >= run.published * 0.99 &&
  run.short === 0 &&
  run.wrong === 0 &&
  run.closed === 0;

function runReport(run: Measured): string[] {
  const { latency, loop } = run;
  const expected = run.sockets * seconds;
  const clientLoops = run.clients.loops;
  return [
    `  ${replicasLabel(run.replicas)}, ${run.sockets} sockets:`,
    `    account_update received: ${latency.count} of ${run.published} the simulator published in the window (${((latency.count / run.published) * 100).toFixed(1)}%; ${((run.published / expected) * 100).toFixed(1)}% of the nominal ${expected}); sockets short of their account's updates: ${run.short}, for another trader: ${run.wrong}, sockets closed: ${run.closed}`,
    `    delivery latency (simulator publish -> socket message): p50 ${ms(latency.p50)}, p99 ${ms(latency.p99)}, max ${ms(latency.max)}`,
    `    gateway event-loop delay (its /metrics, 1 s scrapes, processes in turn): p50 ${ms(loop.p50)}, worst window p99 ${ms(loop.worstP99)}, max ${ms(loop.max)}`,
    ...run.gateways.map(
      (gateway) =>
        `    gateway pid ${gateway.pid}: ${gateway.sockets} sockets, CPU ${(gateway.cpuShare * 100).toFixed(0)}% of a core`,
    ),
    `    clients (${run.clients.processes} processes): CPU ${(run.clients.cpuShare * 100).toFixed(0)}% of a core together, event-loop delay median p50 ${ms(median(clientLoops.map((each) => each.p50)))}, worst p99 ${ms(Math.max(...clientLoops.map((each) => each.p99)))}, max ${ms(Math.max(...clientLoops.map((each) => each.max)))}; this process (counting published updates): CPU ${(run.ownCpuShare * 100).toFixed(0)}%`,
    `    bar (delivery p99 <= ${BAR_P99_MS} ms, every published update delivered on its socket): ${meetsBar(run) ? 'MET' : 'NOT MET'}`,
  ];
}

for (const replicas of counts) {
  const sockets = socketsFor(replicas);
  log(
    `${replicasLabel(replicas)}: ${sockets} sockets${sockets < count ? ` (not ${count}: ${capReason(replicas)})` : ''}`,
  );
}
const platform = await startPlatform(Math.max(...counts.map(socketsFor)), log, {
  natsCluster: natsClusterWanted(values.nats),
});
const runs: Measured[] = [];
try {
  for (const [index, replicas] of counts.entries()) {
    if (index > 0 || replicas > 1) await platform.restartGateway(replicas);
    runs.push(await measureFanout(platform, replicas));
  }
} finally {
  await platform.stop();
}
const gatewayCpu = (run: Measured) => run.gateways.reduce((sum, gateway) => sum + gateway.cpuShare, 0);
const percent = (value: number) => `${(value * 100).toFixed(0)}%`;
const percent1 = (value: number) => `${(value * 100).toFixed(1)}%`;
console.log(
  [
    `\nOne socket per trader, each account updated once a second by the simulator, ${seconds} s measured; load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(
        ' ',
      )} (2 cores, clients on the same machine); NATS: ${values.nats === 'cluster' ? '3-server cluster, streams in 3 copies' : 'the local server'}`,
    ...runs.flatMap(runReport),
    sideBySide(counts, [
      { label: 'sockets', values: runs.map((run) => run.sockets), format: String },
      { label: 'delivery p50', values: runs.map((run) => run.latency.p50), format: ms },
      { label: 'delivery p99', values: runs.map((run) => run.latency.p99), format: ms },
      {
        label: 'delivered / published',
        values: runs.map((run) => run.latency.count / run.published),
        format: percent1,
      },
      { label: 'sockets short of updates', values: runs.map((run) => run.short / run.sockets), format: percent1 },
      { label: 'gateway CPU, all processes (of a core)', values: runs.map(gatewayCpu), format: percent },
      { label: 'gateway CPU per process', values: runs.map((run) => gatewayCpu(run) / run.replicas), format: percent },
      {
        label: 'gateway CPU per 10,000 sockets',
        values: runs.map((run) => (gatewayCpu(run) / run.sockets) * 10_000),
        format: percent,
      },
      {
        label: 'sockets on the busiest process',
        values: runs.map((run) => Math.max(...run.gateways.map((gateway) => gateway.sockets))),
        format: String,
      },
    ])
      .split('\n')
      .map((line) => `  ${line}`)
      .join('\n'),
  ].join('\n'),
);
