import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { equityUpdated } from '@prop/contracts/events/accounts';
import { subjectFilterOf } from '@prop/contracts/events/envelope';
import { connectNats, subjectFor } from '@prop/service-kit/nats';
import { scrapeMetrics, sumOf } from '../lib/metrics.ts';
import { type Summary, summarise } from '../lib/percentiles.ts';
import { type Platform, startPlatform } from '../lib/platform.ts';
import { cpuSeconds } from '../lib/process-cpu.ts';
import { natsClusterWanted, replicaCounts, replicaOptions, replicasLabel, sideBySide } from '../lib/replica-runs.ts';
import { openFilesLimit, openSockets, openSocketsOf } from './sockets.ts';

const { values } = parseArgs({
  options: {
    sockets: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '200' },
    ...replicaOptions,
  },
});

const BAR_P99_MS = 100;
/** prom-client and perf_hooks sample the loop every 10 ms; each sample is 10 ms plus the delay. */
const RESOLUTION_MS = 10;
const log = (line: string) => console.log(`[ws-fanout] ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const count = Number(values.sockets);
const seconds = Number(values.seconds);
const counts = replicaCounts(values.replicas);

const limit = openFilesLimit();
if (limit !== null && limit < count + 1000) {
  console.error(
    `[ws-fanout] ${count} sockets need ${count + 1000} open files in this process and in the gateway, but the limit is ${limit}.\n` +
      `Raise it first (ulimit -n ${count + 1000}, or the hard limit in /etc/security/limits.conf), or pass --sockets ${Math.max(0, limit - 1000)}.`,
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
    const read = (name: string) => sumOf(text, name) * 1000 - RESOLUTION_MS;
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
  latency: Summary;
  published: number;
  /** Sockets that received fewer updates than their account's published in the window, beyond one at its edges. */
  short: number;
  wrong: number;
  closed: number;
  loop: ReturnType<ReturnType<typeof sampleGatewayLoop>['stop']>;
  /** Per gateway process: its id, the sockets it took, its CPU share. */
  gateways: { pid: number; sockets: number; cpuShare: number }[];
  ownCpuShare: number;
  ownLoop: { p50: number; p99: number; max: number };
}

/** Opens every trader's socket to the gateway as it runs now, measures the window, closes them. */
async function measureFanout(platform: Platform, replicas: number): Promise<Measured> {
  const pids = platform.gatewayPids;
  const socketsBefore = pids.map(openSocketsOf);
  log(
    `${replicasLabel(replicas)}: opening ${count} /ws sockets, ${values.concurrency} at a time (open-files limit ${limit ?? 'unknown'})`,
  );
  const opening = Date.now();
  const fanout = await openSockets(platform.gatewayUrl, platform.traders, Number(values.concurrency));
  const sockets = pids.map((pid, index) => openSocketsOf(pid) - (socketsBefore[index] ?? 0));
  log(
    `${count} sockets open in ${((Date.now() - opening) / 1000).toFixed(0)} s (per process ${sockets.join('/')}); warming up for ${values.warmup} s`,
  );
  await sleep(Number(values.warmup) * 1000);

  // What the simulator really published in the window, per account, so a slow simulator is not counted as loss.
  const nats = await connectNats(platform.services.env.NATS_URL ?? '', 'ws-fanout-bench');
  const publishedOf = new Map<string, number>();
  let counting = false;
  const updates = nats.nc.subscribe(subjectFor(platform.services.namespace, subjectFilterOf(equityUpdated)), {
    callback: (error, message) => {
      if (error || !counting) return;
      const { mt5AccountId } = (message.json() as { data: { mt5AccountId: string } }).data;
      publishedOf.set(mt5AccountId, (publishedOf.get(mt5AccountId) ?? 0) + 1);
    },
  });
  const gatewayLoop = sampleGatewayLoop(platform.gatewayUrl, platform.services.metricsToken);
  await gatewayLoop.start();
  const ownLoop = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  const gatewayCpu = pids.map(cpuSeconds);
  const ownCpu = process.cpuUsage();
  log(`measuring for ${seconds} s`);
  fanout.measure();
  counting = true;
  ownLoop.enable();
  await sleep(seconds * 1000);
  counting = false;
  ownLoop.disable();
  updates.unsubscribe();
  await nats.nc.drain();
  const own = process.cpuUsage(ownCpu);
  const loop = gatewayLoop.stop();
  fanout.close();
  const ownMs = (value: number) => value / 1e6 - RESOLUTION_MS;
  return {
    replicas,
    latency: summarise(fanout.latencies),
    published: [...publishedOf.values()].reduce((sum, value) => sum + value, 0),
    short: platform.traders.filter(
      (trader, index) => (fanout.received[index] ?? 0) < (publishedOf.get(trader.mt5AccountId) ?? 0) - 1,
    ).length,
    wrong: fanout.wrong,
    closed: fanout.closed,
    loop,
    gateways: pids.map((pid, index) => ({
      pid,
      sockets: sockets[index] ?? 0,
      cpuShare: (cpuSeconds(pid) - (gatewayCpu[index] ?? 0)) / seconds,
    })),
    ownCpuShare: (own.user + own.system) / 1e6 / seconds,
    ownLoop: { p50: ownMs(ownLoop.percentile(50)), p99: ownMs(ownLoop.percentile(99)), max: ownMs(ownLoop.max) },
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
  const expected = count * seconds;
  return [
    `  ${replicasLabel(run.replicas)}:`,
    `    account_update received: ${latency.count} of ${run.published} the simulator published in the window (${((latency.count / run.published) * 100).toFixed(1)}%; ${((run.published / expected) * 100).toFixed(1)}% of the nominal ${expected}); sockets short of their account's updates: ${run.short}, for another trader: ${run.wrong}, sockets closed: ${run.closed}`,
    `    delivery latency (simulator publish -> socket message): p50 ${ms(latency.p50)}, p99 ${ms(latency.p99)}, max ${ms(latency.max)}`,
    `    gateway event-loop delay (its /metrics, 1 s scrapes, processes in turn): p50 ${ms(loop.p50)}, worst window p99 ${ms(loop.worstP99)}, max ${ms(loop.max)}`,
    ...run.gateways.map(
      (gateway) =>
        `    gateway pid ${gateway.pid}: ${gateway.sockets} sockets, CPU ${(gateway.cpuShare * 100).toFixed(0)}% of a core`,
    ),
    `    clients (this process): CPU ${(run.ownCpuShare * 100).toFixed(0)}% of a core, event-loop delay p50 ${ms(run.ownLoop.p50)}, p99 ${ms(run.ownLoop.p99)}, max ${ms(run.ownLoop.max)}`,
    `    bar (delivery p99 <= ${BAR_P99_MS} ms, every published update delivered on its socket): ${meetsBar(run) ? 'MET' : 'NOT MET'}`,
  ];
}

const platform = await startPlatform(count, log, { natsCluster: natsClusterWanted(values.nats) });
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
console.log(
  [
    `\n${count} trader sockets, each account updated once a second by the simulator, ${seconds} s measured; load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(
        ' ',
      )} (2 cores, clients on the same machine); NATS: ${values.nats === 'cluster' ? '3-server cluster, streams in 3 copies' : 'the local server'}`,
    ...runs.flatMap(runReport),
    sideBySide(counts, [
      { label: 'delivery p50', values: runs.map((run) => run.latency.p50), format: ms },
      { label: 'delivery p99', values: runs.map((run) => run.latency.p99), format: ms },
      { label: 'delivered / published', values: runs.map((run) => run.latency.count / run.published), format: percent },
      { label: 'gateway CPU, all processes (of a core)', values: runs.map(gatewayCpu), format: percent },
      { label: 'gateway CPU per process', values: runs.map((run) => gatewayCpu(run) / run.replicas), format: percent },
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
