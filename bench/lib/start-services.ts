import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import pg from 'pg';
import { removeStreamsAndKeys } from '@prop/service-kit/testing/namespace';
import { startNatsCluster } from '../../scripts/lib/nats-cluster.mjs';
import { nodeFlagsOf, prioritise, SERVICES } from '../../scripts/lib/platform.mjs';

const ROOT = new URL('../../', import.meta.url);
/** The repo's cluster launcher: REPLICAS copies of a server sharing its port (it says why). */
const REPLICAS_LAUNCHER = new URL('scripts/lib/replicas.mjs', ROOT).pathname;

export interface ServiceSpec {
  /** The service's folder under the repository root, e.g. `services/risk`. */
  dir: string;
  /** Extra environment; a function gets the URLs of the services started before this one. */
  env?: Record<string, string> | ((url: (dir: string) => string) => Record<string, string>);
  /**
   * Started through the cluster launcher (scripts/lib/replicas.mjs) as this many replicas sharing
   * one port, as `CLUSTER=1 npm start` runs it; absent: one plain process, as `npm start` does.
   */
  replicas?: number;
}

export interface StartOptions {
  timeoutMs?: number;
  /** A three-server NATS JetStream cluster of this run's own (scripts/lib/nats-cluster.mjs), streams in three copies. */
  natsCluster?: boolean;
}

export interface RunningServices {
  namespace: string;
  /** Environment every service got: local PostgreSQL (own database), NATS and Redis, own namespace. */
  env: Record<string, string>;
  internalToken: string;
  /** The scrape credential of every process's /metrics. */
  metricsToken: string;
  url: (dir: string) => string;
  /** A service started as one plain process: its id. */
  pid: (dir: string) => number;
  /** The processes doing a service's work: the plain process, or each replica (not the launcher). */
  pids: (dir: string) => number[];
  /**
   * Starts a service in this namespace: one more, or one stopped with `stopService` again, on the
   * port it had, so the services that call it need no restart.
   */
  startService: (spec: ServiceSpec) => Promise<void>;
  stopService: (dir: string) => Promise<void>;
  stop: () => Promise<void>;
}

interface Started {
  child: ChildProcess;
  url: string;
  /** The replicas as the launcher last reported them; null for a plain process. */
  replicas: { pids: number[]; listening: number } | null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitReady(dir: string, started: Started, replicas: number, timeoutMs: number): Promise<void> {
  const { child, url } = started;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${dir} exited before it was ready`);
    // /readyz answers as soon as the first replica listens: every one must.
    const ready =
      (started.replicas?.listening ?? 0) >= replicas &&
      (await fetch(`${url}/readyz`).then(
        (response) => response.ok,
        () => false,
      ));
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${dir} did not become ready within ${timeoutMs / 1000} s`);
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

async function dropDatabase(name: string): Promise<void> {
  const client = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await client.connect();
  await client.query(`drop database if exists "${name}" with (force)`).finally(() => client.end());
}

/** BENCH_CPU_PROF_DIR=dir: each service writes a V8 CPU profile there when it stops. */
function profileFlags(): string[] {
  const dir = process.env.BENCH_CPU_PROF_DIR;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
}

/** One process, or the launcher of `spec.replicas` replicas, whose reports come over IPC. */
function spawnService(spec: ServiceSpec, env: Record<string, string>): Started {
  const launcher = spec.replicas === undefined ? [] : [REPLICAS_LAUNCHER];
  // The Node flags and the CPU priority the platform starts this service with.
  const asPlatformRuns = SERVICES.find((service) => service.dir === spec.dir);
  const child = spawn(
    process.execPath,
    [
      ...(asPlatformRuns ? nodeFlagsOf(asPlatformRuns) : []),
      ...profileFlags(),
      '--import',
      'tsx',
      ...launcher,
      'src/server.ts',
    ],
    {
      cwd: new URL(spec.dir, ROOT),
      env: { ...env, ...(spec.replicas !== undefined && { REPLICAS: String(spec.replicas) }) },
      stdio: ['ignore', 'inherit', 'inherit', ...(spec.replicas === undefined ? [] : ['ipc' as const])],
    },
  );
  if (asPlatformRuns) prioritise(child, asPlatformRuns);
  const replicas = spec.replicas === undefined ? null : { pids: [], listening: 0 };
  const started: Started = { child, url: `http://127.0.0.1:${env.PORT}`, replicas };
  child.on('message', (message: { replicas?: Started['replicas'] }) => {
    if (message.replicas) started.replicas = message.replicas;
  });
  return started;
}

/**
 * Starts services as the platform runs them (`node --import tsx src/server.ts`, or through the
 * cluster launcher with `replicas`) on free loopback ports, in a namespace and a database of their
 * own, so a benchmark never meets a running platform or another run. `stop` ends them and removes
 * the database, streams and keys (and the NATS cluster, if the run has one).
 */
export async function startServices(specs: ServiceSpec[], options: StartOptions = {}): Promise<RunningServices> {
  const { timeoutMs = 120_000 } = options;
  const namespace = `bench${randomBytes(4).toString('hex')}`;
  const database = `prop_${namespace}`;
  const internalToken = randomBytes(24).toString('hex');
  const metricsToken = randomBytes(24).toString('hex');
  const nats = options.natsCluster ? await startNatsCluster() : null;
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    NAMESPACE: namespace,
    DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${database}`,
    REDIS_URL: 'redis://127.0.0.1:6379',
    NATS_URL: nats?.url ?? 'nats://127.0.0.1:4222',
    ...(nats && { NATS_STREAM_REPLICAS: String(nats.size) }),
    INTERNAL_TOKEN: internalToken,
    METRICS_TOKEN: metricsToken,
    SESSION_SECRET: randomBytes(32).toString('hex'),
  };
  const running = new Map<string, Started>();
  const ports = new Map<string, number>();
  const known = (dir: string): Started => {
    const started = running.get(dir);
    if (started === undefined) throw new Error(`${dir} is not started`);
    return started;
  };
  const startService = async (spec: ServiceSpec) => {
    const port = ports.get(spec.dir) ?? (await freePort());
    ports.set(spec.dir, port);
    const own = typeof spec.env === 'function' ? spec.env((dir) => known(dir).url) : spec.env;
    const started = spawnService(spec, { ...process.env, ...env, ...own, PORT: String(port) } as Record<
      string,
      string
    >);
    running.set(spec.dir, started);
    await waitReady(spec.dir, started, spec.replicas ?? 0, timeoutMs);
  };
  const stopService = async (dir: string) => {
    await stopChild(known(dir).child);
    running.delete(dir);
  };
  const stop = async () => {
    await Promise.all([...running.values()].map((started) => stopChild(started.child)));
    await dropDatabase(database);
    await removeStreamsAndKeys(env, namespace);
    await nats?.stop();
  };
  try {
    // One at a time: each creates its schema in the shared database.
    for (const spec of specs) await startService(spec);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    namespace,
    env,
    internalToken,
    metricsToken,
    url: (dir) => known(dir).url,
    pid: (dir) => known(dir).child.pid ?? 0,
    pids: (dir) => {
      const { child, replicas } = known(dir);
      return replicas?.pids ?? [child.pid ?? 0];
    },
    startService,
    stopService,
    stop,
  };
}
