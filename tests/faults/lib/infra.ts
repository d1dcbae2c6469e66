import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chownSync, createWriteStream, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, waitFor } from './free-port.ts';

/**
 * Private PostgreSQL, Redis and NATS for the fault harness: killing them disturbs nobody else on
 * the machine. Each keeps its data directory across a kill, as a crashed server's disk would.
 */
export interface Server {
  name: string;
  url: string;
  /** The crash: SIGKILL (for PostgreSQL, an immediate shutdown: no checkpoint, recovery at start). */
  crash(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
  /**
   * How the server ended when nobody killed it (the harness's own servers only), since the last
   * ask; null when it did not. A dependency dying by itself is no fault of the plan's.
   */
  diedByItself?(): string | null;
}

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
  });
}

/** The last lines a server printed, to say why it ended. */
class OutputTail {
  private lines: string[] = [];

  constructor(private readonly keep = 20) {}

  add(chunk: Buffer): void {
    this.lines.push(...chunk.toString().split('\n').filter(Boolean));
    this.lines = this.lines.slice(-this.keep);
  }

  toString(): string {
    return this.lines.join('\n') || '(nothing printed)';
  }
}

/**
 * A server that is one child process: SIGKILL it, start it again on the same port and directory.
 * What it prints goes to `<logDir>/<name>-server.log` when given, and its last lines are kept to
 * explain an end nobody asked for: one that exits while starting fails the start at once.
 */
async function processServer(
  name: string,
  scheme: string,
  command: string,
  args: (port: number, dir: string) => string[],
  logDir?: string,
) {
  const dir = mkdtempSync(path.join(tmpdir(), `faults-${name}-`));
  const port = await freePort();
  if (logDir) mkdirSync(logDir, { recursive: true });
  const log = logDir ? createWriteStream(path.join(logDir, `${name}-server.log`), { flags: 'a' }) : null;
  let child: ChildProcess | null = null;
  let died: string | null = null;
  const server: Server = {
    name,
    url: `${scheme}://127.0.0.1:${port}`,
    async start() {
      if (child && child.exitCode === null && child.signalCode === null) return;
      const started = spawn(command, args(port, dir), { stdio: ['ignore', 'pipe', 'pipe'] });
      const tail = new OutputTail();
      for (const stream of [started.stdout, started.stderr]) {
        stream?.on('data', (chunk: Buffer) => {
          tail.add(chunk);
          log?.write(chunk);
        });
      }
      const ended = new Promise<string>((resolve) =>
        started.once('exit', (code, signal) => {
          const how = `${name} exited (${signal ?? `code ${code}`}); its last output:\n${tail}`;
          // Killed by crash() or close(), which cleared `child` first: asked for.
          if (child === started) died = how;
          resolve(how);
        }),
      );
      child = started;
      const failed = await Promise.race([waitFor(() => portOpen(port), name).then(() => null), ended]);
      if (failed) throw new Error(failed);
    },
    async crash() {
      if (!child) return;
      const running = child;
      child = null;
      running.kill('SIGKILL');
      await exited(running);
    },
    async close() {
      await server.crash();
      log?.end();
      rmSync(dir, { recursive: true, force: true });
    },
    diedByItself() {
      const last = died;
      died = null;
      return last;
    },
  };
  await server.start();
  return server;
}

/** `logDir`: where the server's own output goes (`<name>-server.log`), as the processes' does. */
export const startNats = (logDir?: string) =>
  processServer(
    'nats',
    'nats',
    '/usr/sbin/nats-server',
    (port, dir) => ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', dir],
    logDir,
  );

export const startRedis = (logDir?: string) =>
  processServer(
    'redis',
    'redis',
    'redis-server',
    (port, dir) => [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--appendonly',
      'yes',
      '--save',
      '',
      '--maxmemory-policy',
      'noeviction',
    ],
    logDir,
  );

function postgresBin(): string {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error('no PostgreSQL server binaries under /usr/lib/postgresql');
  return `/usr/lib/postgresql/${versions[0]}/bin`;
}

/** initdb refuses to run as root: as root, the cluster belongs to the postgres user. */
function asOwner(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

function runAsOwner(command: string, args: string[]): void {
  const [file, fileArgs] = asOwner(command, args);
  execFileSync(file, fileArgs, { stdio: 'ignore' });
}

export async function startPostgres(): Promise<Server> {
  const bin = postgresBin();
  const dir = mkdtempSync(path.join(tmpdir(), 'faults-postgres-'));
  if (process.getuid?.() === 0) {
    const owner = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    chownSync(dir, owner, owner);
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  runAsOwner(`${bin}/initdb`, ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  // fsync off: a killed server's writes are in the page cache, which survives it (the machine does not crash).
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=600`;
  const server: Server = {
    name: 'postgres',
    url: `postgres://postgres@127.0.0.1:${port}/prop`,
    async start() {
      if (await portOpen(port)) return;
      runAsOwner(`${bin}/pg_ctl`, ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
      await waitFor(() => portOpen(port), 'postgres');
    },
    async crash() {
      runAsOwner(`${bin}/pg_ctl`, ['-D', data, '-m', 'immediate', '-w', 'stop']);
    },
    async close() {
      try {
        runAsOwner(`${bin}/pg_ctl`, ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}

/** The clustered run's NATS (scripts/lib/nats-cluster.mjs) as one server: `start` brings back every server killed. */
export function natsClusterServer(cluster: {
  url: string;
  size: number;
  start(index: number): Promise<unknown>;
  kill(index: number): Promise<void>;
  stop(): Promise<void>;
}): Server {
  const every = (action: (index: number) => Promise<unknown>) =>
    Promise.all(Array.from({ length: cluster.size }, (_, index) => action(index))).then(() => undefined);
  return {
    name: 'nats',
    url: cluster.url,
    crash: () => every((index) => cluster.kill(index)),
    start: () => every((index) => cluster.start(index)),
    close: () => cluster.stop(),
  };
}
