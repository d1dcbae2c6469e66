import { spawn, spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { startNatsCluster } from './nats-cluster.mjs';
import { root } from './pnpm.mjs';

/**
 * Every process of the platform, started in this order; later issues add their services here.
 * `nodeFlags` go to Node before the loader, wherever the process is started (here, the fault suite,
 * the benches; the Helm chart sets the same through NODE_OPTIONS).
 */
export const SERVICES = [
  // Accounts replaces every MT5 account's snapshot about once a second: at V8's default young
  // generation (16 MB) most survive a scavenge and are promoted, then collected again by the old
  // generation. At 64 MB most die young (bench/equity-feed: the feed's CPU x0.85).
  { name: 'accounts', dir: 'services/accounts', port: 4102, nodeFlags: ['--max-semi-space-size=64'] },
  { name: 'billing', dir: 'services/billing', port: 4105 },
  { name: 'payouts', dir: 'services/payouts', port: 4104 },
  // Risk holds each account's recent updates for the evidence window; at 50,000 accounts, at the
  // default young generation, scavenges paused it 1.2 to 1.7 s a minute, up to 149 ms at once. At
  // 64 MB: 0.4 to 0.7 s, at most 37 ms (bench/breach-latency, --trace-gc).
  // Its verdicts are the one latency the product promises, so on a busy machine it gets a core before
  // the others; its event loop cannot hold more than one core of several (docs/decisions/016).
  {
    name: 'risk',
    dir: 'services/risk',
    port: 4103,
    nodeFlags: ['--max-semi-space-size=64'],
    cpuPriority: -10,
  },
  { name: 'calendar', dir: 'services/calendar', port: 4108 },
  { name: 'identity', dir: 'services/identity', port: 4101 },
  { name: 'support', dir: 'services/support', port: 4106 },
  { name: 'marketing', dir: 'services/marketing', port: 4107 },
  { name: 'audit', dir: 'services/audit', port: 4109 },
  { name: 'programs', dir: 'services/programs', port: 4110 },
  { name: 'affiliates', dir: 'services/affiliates', port: 4112 },
  { name: 'reporting', dir: 'services/reporting', port: 4111 },
];
export const GATEWAY = { name: 'gateway', dir: 'gateway', port: 8080 };

/**
 * @param {{ dir: string, nodeFlags?: string[] }} processInfo an entry of SERVICES, or the GATEWAY
 * @returns {string[]} Node's flags to start it with, before the loader
 */
export function nodeFlagsOf(processInfo) {
  return processInfo.nodeFlags ?? [];
}

/**
 * @param {{ name: string, cpuPriority?: number }} processInfo an entry of SERVICES, or the GATEWAY
 * @returns {number | undefined} the nice value `prioritise` gives it, if not the normal one
 */
export function cpuPriorityOf(processInfo) {
  return processInfo.cpuPriority;
}

/**
 * Gives a started process its entry's `cpuPriority` (a nice value, below 0 for sooner), inherited by
 * the replicas its launcher forks. Raising a priority needs root or CAP_SYS_NICE; without them the
 * process runs at the normal priority, said once per process name.
 * @param {import('node:child_process').ChildProcess} child
 * @param {{ name: string, cpuPriority?: number }} processInfo an entry of SERVICES, or the GATEWAY
 */
export function prioritise(child, processInfo) {
  const { name } = processInfo;
  const cpuPriority = cpuPriorityOf(processInfo);
  if (cpuPriority === undefined || child.pid === undefined) return;
  try {
    os.setPriority(child.pid, cpuPriority);
  } catch (error) {
    if (unprioritised.has(name)) return;
    unprioritised.add(name);
    console.warn(
      `${name} runs at the normal CPU priority (raising it to ${cpuPriority} needs root or CAP_SYS_NICE: ${error.code})`,
    );
  }
}
const unprioritised = new Set();

/** What `npm start` and the browser tests seed: the demo users, the calendar's sample weeks, reporting's demo past. */
export const DEMO_SEEDS = ['services/identity', 'services/calendar', 'services/reporting'];

const colours = [36, 35, 33, 32, 34, 31];
/** Replicas of each service and of the gateway in cluster mode, unless the caller asks for more. */
export const CLUSTER_REPLICAS = 2;
const REPLICAS_LAUNCHER = path.join(root, 'scripts/lib/replicas.mjs');

/**
 * How a process's script runs: from the repository's TypeScript through tsx, or, given the folder
 * `npm run build:server` wrote, as the plain JavaScript its image runs.
 */
function scriptOf(dir, name, serverDir) {
  if (!serverDir) return { cwd: path.join(root, dir), loader: ['--import', 'tsx'], script: `src/${name}.ts` };
  return { cwd: path.join(serverDir, dir), loader: [], script: `src/${name}.js` };
}

function seed(dir, env, serverDir) {
  const { cwd, loader, script } = scriptOf(dir, 'seed', serverDir);
  const result = spawnSync(process.execPath, [...loader, script], {
    cwd,
    env,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`seeding ${dir} failed: ${result.stderr}`);
  if (result.stdout.trim()) console.log(result.stdout.trim());
}

/**
 * Ready is not idle: the services have yet to handle what the seeds published (reporting's demo
 * past alone is thousands of events, each kept three times when clustered). Waits until they have.
 */
function waitDigested(env) {
  const services = SERVICES.map((info) => info.name);
  // Not spawnSync: the services' output goes through this process's pipes, which must keep flowing.
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/lib/wait-digested.ts', ...services], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`waiting for the seeded events failed: ${stderr}`));
    });
  });
}

/**
 * One process, or in cluster mode the primary of its replicas (scripts/lib/replicas.mjs), whose
 * reports over IPC are kept on `child.replicas`.
 */
function start(processInfo, env, index, onExit, replicas, serverDir) {
  const { cwd, loader, script } = scriptOf(processInfo.dir, 'server', serverDir);
  // The launcher's replicas inherit its loader (execArgv) and run the script it names.
  const launcher = replicas ? [REPLICAS_LAUNCHER] : [];
  const child = spawn(process.execPath, [...nodeFlagsOf(processInfo), ...loader, ...launcher, script], {
    cwd,
    env: { ...process.env, ...env, PORT: String(processInfo.port), ...(replicas && { REPLICAS: String(replicas) }) },
    stdio: replicas ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  prioritise(child, processInfo);
  if (replicas) {
    child.replicas = { pids: [], listening: 0, replaced: 0 };
    child.on('message', (message) => {
      if (message?.replicas) child.replicas = message.replicas;
    });
  }
  const label = `\x1b[${colours[index % colours.length]}m${processInfo.name.padEnd(9)}\x1b[0m|`;
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = '';
    stream.on('data', (chunk) => {
      const lines = (buffered + chunk).split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) if (line) console.log(`${label} ${line}`);
    });
  }
  child.on('exit', (code, signal) => onExit(processInfo.name, code, signal));
  return child;
}

async function waitReady(name, port, child, timeoutMs, replicas) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    // Another process on the port would answer /readyz too: ours must still be running.
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${name} exited before it was ready (is port ${port} already in use?)`);
    }
    // Clustered, every replica must listen: /readyz answers as soon as the first one does.
    const listening = !replicas || child.replicas.listening >= replicas;
    const ready =
      listening &&
      (await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (response) => response.ok,
        () => false,
      ));
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} did not become ready on port ${port} within ${timeoutMs / 1000} s`);
}

/**
 * Starts every service and then the gateway, waiting for each to answer /readyz.
 * `ports` may override the default ports (tests pick free ones). `envFor` adds variables for one
 * process only, by name (e.g. `{ payouts: { FAKE_NOW: … } }`: only payouts runs on a test clock).
 * Returns a stop function.
 *
 * `cluster: true` runs it as a cluster on this machine: a three-server NATS JetStream cluster of its
 * own (temporary folders, stopped with the platform) with three copies of every stream, and
 * `replicas` (2 by default) replicas of every service and of the gateway, each port shared by its
 * replicas through Node's cluster module (scripts/lib/replicas.mjs says why). The result then also
 * holds `nats` (kill/start a server) and `replicasOf(name)` (the replicas' process ids).
 *
 * @param {{ env?: Record<string, string>, envFor?: Record<string, Record<string, string>>,
 *   ports?: Record<string, number>, timeoutMs?: number, cluster?: boolean, replicas?: number,
 *   seeds?: string[], serverDir?: string }} [options] `seeds`: the folders whose `src/seed.ts` runs
 *   before the services start, with the platform's environment (clustered, the cluster's NATS: a
 *   seed that publishes, as reporting's demo history does, must publish where the services read).
 *   `serverDir`: the folder `npm run build:server --out` wrote; every process, seed included, then
 *   runs as plain JavaScript as its image does, without compiling its TypeScript at each start, and
 *   the gateway serves the apps built in this repository.
 */
export async function startPlatform({
  env = {},
  envFor = {},
  ports = {},
  cluster = false,
  seeds = [],
  replicas = CLUSTER_REPLICAS,
  serverDir,
  // Clustered, twice the processes start on the same cores.
  timeoutMs = cluster ? 180_000 : 60_000,
} = {}) {
  const children = [];
  let stopping = false;
  const nats = cluster ? await startNatsCluster() : null;
  const clusterEnv = nats ? { NATS_URL: nats.url, NATS_STREAM_REPLICAS: String(nats.size) } : {};
  const replicasEach = nats ? replicas : 0;
  const portOf = (info) => ports[info.name] ?? info.port;
  const upstreams = Object.fromEntries(
    SERVICES.map((info) => [`${info.name.toUpperCase()}_URL`, `http://127.0.0.1:${portOf(info)}`]),
  );
  // The gateway finds the apps beside its source; a built gateway sits elsewhere.
  const webApps = serverDir
    ? { WEB_TRADER_DIST: path.join(root, 'web-trader/dist'), WEB_ADMIN_DIST: path.join(root, 'web-admin/dist') }
    : {};
  const onExit = (name, code, signal) => {
    if (!stopping) console.error(`${name} exited (${signal ?? code}); the platform is incomplete`);
  };
  const stop = async () => {
    stopping = true;
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', resolve);
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 10000).unref();
          }),
      ),
    );
    await nats?.stop();
  };
  try {
    for (const dir of seeds) seed(dir, { ...process.env, ...env, ...clusterEnv }, serverDir);
    const all = [...SERVICES, GATEWAY];
    for (const [index, info] of all.entries()) {
      const processInfo = { ...info, port: portOf(info) };
      const processEnv = {
        ...env,
        ...envFor[info.name],
        ...clusterEnv,
        ...upstreams,
        ...(info === GATEWAY && webApps),
      };
      children.push(start(processInfo, processEnv, index, onExit, replicasEach, serverDir));
    }
    await Promise.all(
      all.map((info, index) => waitReady(info.name, portOf(info), children[index], timeoutMs, replicasEach)),
    );
    if (seeds.length > 0) await waitDigested({ ...process.env, ...env, ...clusterEnv });
  } catch (error) {
    await stop();
    throw error;
  }
  const url = `http://127.0.0.1:${portOf(GATEWAY)}`;
  if (!nats) return { stop, url };
  const replicasOf = (name) =>
    children[[...SERVICES, GATEWAY].findIndex((info) => info.name === name)]?.replicas.pids ?? [];
  return { stop, url, nats, replicas: replicasEach, replicasOf };
}
