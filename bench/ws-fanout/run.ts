import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { equityUpdated } from '@prop/contracts/events/accounts';
import { subjectFilterOf } from '@prop/contracts/events/envelope';
import { connectNats, subjectFor } from '@prop/service-kit/nats';
import { scrapeMetrics, sumOf } from '../lib/metrics.ts';
import { type Summary, summarise } from '../lib/percentiles.ts';
import { startPlatform } from '../lib/platform.ts';
import { cpuSeconds } from '../lib/process-cpu.ts';
import { openFilesLimit, openSockets } from './sockets.ts';

const { values } = parseArgs({
  options: {
    sockets: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '200' },
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

const platform = await startPlatform(count, log);
let report: string[] = [];
let met = false;
try {
  log(`opening ${count} /ws sockets, ${values.concurrency} at a time (open-files limit ${limit ?? 'unknown'})`);
  const opening = Date.now();
  const fanout = await openSockets(platform.gatewayUrl, platform.traders, Number(values.concurrency));
  log(`${count} sockets open in ${((Date.now() - opening) / 1000).toFixed(0)} s; warming up for ${values.warmup} s`);
  await sleep(Number(values.warmup) * 1000);

  // What the simulator really published in the window, so a slow simulator is not counted as loss.
  const nats = await connectNats(platform.services.env.NATS_URL ?? 'nats://127.0.0.1:4222', 'ws-fanout-bench');
  let published = 0;
  let counting = false;
  const updates = nats.nc.subscribe(subjectFor(platform.services.namespace, subjectFilterOf(equityUpdated)), {
    callback: () => {
      if (counting) published++;
    },
  });
  const gatewayLoop = sampleGatewayLoop(platform.gatewayUrl, platform.services.metricsToken);
  await gatewayLoop.start();
  const ownLoop = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  const gatewayCpu = cpuSeconds(platform.gatewayPid);
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
  const latency: Summary = summarise(fanout.latencies);
  const { wrong, closed } = fanout;
  const loop = gatewayLoop.stop();
  const gatewayShare = (cpuSeconds(platform.gatewayPid) - gatewayCpu) / seconds;
  const own = process.cpuUsage(ownCpu);
  const connected = sumOf(
    await scrapeMetrics(platform.gatewayUrl, platform.services.metricsToken),
    'nodejs_active_handles',
    { type: 'Socket' },
  );
  fanout.close();

  const expected = count * seconds;
  const ownMs = (value: number) => ms(value / 1e6 - RESOLUTION_MS);
  // Updates in flight at the window's two edges are counted on one side only: allow 1%.
  met = latency.p99 <= BAR_P99_MS && latency.count >= published * 0.99 && wrong === 0 && closed === 0;
  report = [
    `\n${count} trader sockets, each account updated once a second by the simulator, ${seconds} s measured; load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')} (2 cores, clients on the same machine)`,
    `  account_update received: ${latency.count} of ${published} the simulator published in the window (${((latency.count / published) * 100).toFixed(1)}%; ${((published / expected) * 100).toFixed(1)}% of the nominal ${expected}), for another trader: ${wrong}, sockets closed: ${closed}`,
    `  delivery latency (simulator publish -> socket message): p50 ${ms(latency.p50)}, p99 ${ms(latency.p99)}, max ${ms(latency.max)}`,
    `  gateway event-loop delay (its /metrics, 1 s windows): p50 ${ms(loop.p50)}, worst window p99 ${ms(loop.worstP99)}, max ${ms(loop.max)}`,
    `  gateway CPU ${(gatewayShare * 100).toFixed(0)}% of a core; sockets the gateway held: ${connected}`,
    `  clients (this process): CPU ${(((own.user + own.system) / 1e6 / seconds) * 100).toFixed(0)}% of a core, event-loop delay p50 ${ownMs(ownLoop.percentile(50))}, p99 ${ownMs(ownLoop.percentile(99))}, max ${ownMs(ownLoop.max)}`,
    `bar (${count} sockets at 1 update/s, delivery p99 <= ${BAR_P99_MS} ms, every update delivered): ${met ? 'MET' : 'NOT MET'}`,
  ];
} finally {
  await platform.stop();
}
console.log(report.join('\n'));
