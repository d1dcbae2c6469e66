import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { eachLimited, startPlatform, untilServedFromSnapshots } from '../lib/platform.ts';
import type { Trader } from '../lib/traders.ts';
import { natsClusterWanted, replicaCounts, replicaOptions, replicasLabel, sideBySide } from '../lib/replica-runs.ts';
import { type LoadResult, runLoad } from './load.ts';

const { values } = parseArgs({
  options: {
    traders: { type: 'string', default: '10000' },
    rates: { type: 'string', default: '1000,5000,10000' },
    seconds: { type: 'string', default: '30' },
    connections: { type: 'string', default: '100' },
    warmup: { type: 'string', default: '10' },
    ...replicaOptions,
  },
});

const BAR = { p99Ms: 50, rate: 10_000 };
const log = (line: string) => console.log(`[account-poll] ${line}`);
const rates = values.rates.split(',').map(Number);
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const counts = replicaCounts(values.replicas);

/** The bare node:http server in a child process of its own, answering the bodies the gateway gave. */
async function startBareServer(bodies: [string, string][]) {
  const dir = await mkdtemp(join(tmpdir(), 'account-poll-'));
  const file = join(dir, 'bodies.json');
  await writeFile(file, JSON.stringify(bodies));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', new URL('./bare-server.ts', import.meta.url).pathname, file],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const [chunk] = (await once(child.stdout ?? child, 'data')) as [Buffer];
  return {
    url: `http://127.0.0.1:${Number(chunk.toString().trim())}`,
    pid: child.pid ?? 0,
    async stop() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Every trader's answer from the gateway, keyed by cookie, for the bare server to answer the same. */
async function answersOf(gatewayUrl: string, traders: Trader[]): Promise<[string, string][]> {
  const pairs: [string, string][] = [];
  await eachLimited(traders, 32, async (trader) => {
    const response = await fetch(`${gatewayUrl}/api/account`, { headers: { cookie: trader.cookie } });
    pairs.push([trader.cookie, await response.text()]);
  });
  return pairs;
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

function line(result: LoadResult): string {
  const failures = result.errors + result.timeouts + result.non2xx + result.wrongBodies;
  return [
    `${String(result.target).padStart(6)} req/s target: achieved ${result.achieved.toFixed(0)} req/s`,
    `latency p50 ${ms(result.p50)}, p99 ${ms(result.p99)}, max ${ms(result.max)} (uncorrected p99 ${ms(result.rawP99)})`,
    `errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}, wrong body ${result.wrongBodies}${failures ? ' <- FAILED' : ''}`,
    `server CPU ${(result.serverCpu * 100).toFixed(0)}% of a core, load generator ${(result.loadCpu * 100).toFixed(0)}%`,
  ].join('; ');
}

const meetsBar = (result: LoadResult) =>
  result.achieved >= result.target * 0.98 &&
  result.p99 <= BAR.p99Ms &&
  result.errors + result.timeouts + result.non2xx + result.wrongBodies === 0;

const platform = await startPlatform(Number(values.traders), log, { natsCluster: natsClusterWanted(values.nats) });
const load = { connections, traders: platform.traders };
/** The gateway's steps, per replica count. */
const gateway: LoadResult[][] = [];
const bare: LoadResult[] = [];
let forwarded = 0;
try {
  for (const [index, replicas] of counts.entries()) {
    if (index > 0 || replicas > 1) await platform.restartGateway(replicas);
    const label = `gateway, ${replicasLabel(replicas)}`;
    log(`${label}: waiting until it answers every trader from its snapshots`);
    await untilServedFromSnapshots(platform);
    log(`${label}: warming up, ${values.warmup} s at 1000 req/s`);
    await runLoad({ ...load, url: platform.gatewayUrl, rate: 1000, seconds: Number(values.warmup), serverPids: [] });
    const forwardedBefore = await platform.accountPollsForwarded();
    const steps: LoadResult[] = [];
    for (const rate of rates) {
      log(`${label}: ${rate} req/s for ${seconds} s over ${connections} connections, ${load.traders.length} sessions`);
      const serverPids = platform.gatewayPids;
      steps.push(await runLoad({ ...load, url: platform.gatewayUrl, rate, seconds, serverPids }));
    }
    gateway.push(steps);
    forwarded += (await platform.accountPollsForwarded()) - forwardedBefore;
  }

  const server = await startBareServer(await answersOf(platform.gatewayUrl, platform.traders));
  try {
    await runLoad({ ...load, url: server.url, rate: 1000, seconds: Number(values.warmup), serverPids: [] });
    for (const rate of rates) {
      log(`bare node:http: ${rate} req/s for ${seconds} s`);
      bare.push(await runLoad({ ...load, url: server.url, rate, seconds, serverPids: [server.pid] }));
    }
  } finally {
    await server.stop();
  }
} finally {
  await platform.stop();
}

console.log(
  `\nGET /api/account, ${platform.traders.length} trader sessions, ${connections} connections, ${seconds} s per step; load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(
      ' ',
    )} (2 cores, load generator on the same machine); NATS: ${values.nats === 'cluster' ? '3-server cluster, streams in 3 copies' : 'the local server'}`,
);
for (const [index, steps] of gateway.entries()) {
  const replicas = counts[index] ?? 1;
  console.log(
    `gateway, ${replicasLabel(replicas)}${replicas > 1 ? ' behind the cluster module (each connection to the next)' : ''} (session check in Redis + answer from its JetStream KV snapshots):`,
  );
  for (const result of steps) console.log(`  ${line(result)}`);
}
console.log(`  polls the gateway forwarded to the accounts service during the steps: ${forwarded}`);
console.log('bare node:http answering the same JSON:');
for (const result of bare) console.log(`  ${line(result)}`);
for (const [index, steps] of gateway.entries()) {
  console.log(`gateway (${replicasLabel(counts[index] ?? 1)}) / bare:`);
  for (const [step, result] of steps.entries()) {
    const floor = bare[step];
    if (!floor) continue;
    console.log(
      `  ${String(result.target).padStart(6)} req/s: achieved x${(result.achieved / floor.achieved).toFixed(2)}, p50 x${(result.p50 / floor.p50).toFixed(1)}, p99 x${(result.p99 / floor.p99).toFixed(1)}`,
    );
  }
}
const perSecond = (value: number) => `${value.toFixed(0)}/s`;
const percent = (value: number) => `${(value * 100).toFixed(0)}%`;
console.log(
  sideBySide(
    counts,
    rates.flatMap((rate, step) => {
      const at = (figure: (result: LoadResult) => number) =>
        gateway.map((steps) => (steps[step] ? figure(steps[step]) : null));
      return [
        { label: `${rate} req/s: achieved`, values: at((result) => result.achieved), format: perSecond },
        { label: `${rate} req/s: p99`, values: at((result) => result.p99), format: ms },
        { label: `${rate} req/s: gateway CPU (all)`, values: at((result) => result.serverCpu), format: percent },
      ];
    }),
  ),
);
for (const [index, steps] of gateway.entries()) {
  const atBar = steps.find((result) => result.target === BAR.rate);
  if (!atBar) continue;
  console.log(
    `bar, ${replicasLabel(counts[index] ?? 1)} (${BAR.rate} req/s sustained, p99 <= ${BAR.p99Ms} ms, no errors): ${meetsBar(atBar) ? 'MET' : 'NOT MET'}`,
  );
}
