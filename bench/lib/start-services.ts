import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import pg from 'pg';
import { removeStreamsAndKeys } from '@prop/service-kit/testing/namespace';

const ROOT = new URL('../../', import.meta.url);

export interface ServiceSpec {
  /** The service's folder under the repository root, e.g. `services/risk`. */
  dir: string;
  /** Extra environment; a function gets the URLs of the services started before this one. */
  env?: Record<string, string> | ((url: (dir: string) => string) => Record<string, string>);
}

export interface RunningServices {
  namespace: string;
  /** Environment every service got: local PostgreSQL (own database), NATS and Redis, own namespace. */
  env: Record<string, string>;
  internalToken: string;
  /** The scrape credential of every process's /metrics. */
  metricsToken: string;
  url: (dir: string) => string;
  pid: (dir: string) => number;
  stop: () => Promise<void>;
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

async function waitReady(dir: string, url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${dir} exited before it was ready`);
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
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

/**
 * Starts services as the platform runs them (one process each, `node --import tsx src/server.ts`)
 * on free loopback ports, in a namespace and a database of their own, so a benchmark never meets
 * a running platform or another run. `stop` ends them and removes the database, streams and keys.
 */
export async function startServices(specs: ServiceSpec[], timeoutMs = 120_000): Promise<RunningServices> {
  const namespace = `bench${randomBytes(4).toString('hex')}`;
  const database = `prop_${namespace}`;
  const internalToken = randomBytes(24).toString('hex');
  const metricsToken = randomBytes(24).toString('hex');
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    NAMESPACE: namespace,
    DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${database}`,
    REDIS_URL: 'redis://127.0.0.1:6379',
    NATS_URL: 'nats://127.0.0.1:4222',
    INTERNAL_TOKEN: internalToken,
    METRICS_TOKEN: metricsToken,
    SESSION_SECRET: randomBytes(32).toString('hex'),
  };
  const urls = new Map<string, string>();
  const children = new Map<string, ChildProcess>();
  const stop = async () => {
    await Promise.all([...children.values()].map(stopChild));
    await dropDatabase(database);
    await removeStreamsAndKeys(env, namespace);
  };
  const startedUrl = (dir: string) => {
    const url = urls.get(dir);
    if (url === undefined) throw new Error(`${dir} is not started yet`);
    return url;
  };
  try {
    // One at a time: each creates its schema in the shared database.
    for (const spec of specs) {
      const port = await freePort();
      const own = typeof spec.env === 'function' ? spec.env(startedUrl) : spec.env;
      const child = spawn(process.execPath, [...profileFlags(), '--import', 'tsx', 'src/server.ts'], {
        cwd: new URL(spec.dir, ROOT),
        env: { ...process.env, ...env, ...own, PORT: String(port) },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      children.set(spec.dir, child);
      urls.set(spec.dir, `http://127.0.0.1:${port}`);
      await waitReady(spec.dir, `http://127.0.0.1:${port}`, child, timeoutMs);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  const known = <T>(map: Map<string, T>, dir: string): T => {
    const value = map.get(dir);
    if (value === undefined) throw new Error(`${dir} was not started`);
    return value;
  };
  return {
    namespace,
    env,
    internalToken,
    metricsToken,
    url: (dir) => known(urls, dir),
    pid: (dir) => known(children, dir).pid ?? 0,
    stop,
  };
}
