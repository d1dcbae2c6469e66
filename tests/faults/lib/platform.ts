import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { cpuPriorityOf, GATEWAY, nodeFlagsOf, prioritise, SERVICES } from '../../../scripts/lib/platform.mjs';
import { root } from '../../../scripts/lib/pnpm.mjs';
import { freePort, waitFor } from './free-port.ts';

export type ProcessName = (typeof SERVICES)[number]['name'] | 'gateway';

/** What the primary of a process's replicas reports (scripts/lib/replicas.mjs). */
interface ReplicasReport {
  pids: number[];
  listening: number;
  replaced: number;
}

interface Supervised {
  name: ProcessName;
  dir: string;
  /** Node's flags before the loader (scripts/lib/platform.mjs). */
  nodeFlags: string[];
  /** The nice value it runs at, if not the normal one (scripts/lib/platform.mjs). */
  cpuPriority?: number;
  port: number;
  child: ChildProcess | null;
  restarts: number;
  /** Clustered: the latest report of its primary; replicas its primary replaced count as restarts. */
  replicas: ReplicasReport;
  replacedBefore: number;
  /** The end of what it printed, for a process that does not become ready. */
  output: string;
  /**
   * The pids the run killed: by its `kill -9`, and by its crash points, as each said before it died
   * (packages/service-kit/src/faults.ts).
   */
  killedByRun: Set<number>;
}

const CRASH_POINT = /crash point \S+ fired in (\d+)/g;

const REPLICAS_LAUNCHER = path.join(root, 'scripts/lib/replicas.mjs');

const ready = (port: number) =>
  fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(4000) }).then(
    (response) => response.ok,
    () => false,
  );

export interface SupervisedOptions {
  /** Variables for one process only, by name (e.g. only payouts on a test clock). */
  envFor?: Partial<Record<ProcessName, Record<string, string>>>;
  restartDelayMs?: number;
  /**
   * Clustered: this many replicas of each process sharing its port (Node's cluster module, as
   * `CLUSTER=1 npm start` runs them); a kill then kills one replica, which its primary replaces.
   */
  replicas?: number;
  /**
   * Where `npm run build:server` put the platform as plain JavaScript: each process then runs its
   * `src/server.js` there with plain node, as its image does, instead of compiling its TypeScript
   * with tsx at every start.
   */
  serverDir?: string;
  /** Keeps everything each process prints in `<logDir>/<name>.log`, its replicas' included. */
  logDir?: string;
}

/**
 * Every service and the gateway, each restarted shortly after it dies (a kill by the harness or
 * one of its own fault points), as an orchestrator would. Clustered, each is the primary of its
 * replicas, which replaces a replica that dies; the supervisor restarts only a dead primary.
 */
export async function startSupervisedPlatform(
  initialEnv: Record<string, string>,
  { envFor = {}, restartDelayMs = 300, replicas = 0, serverDir, logDir }: SupervisedOptions = {},
) {
  let env = initialEnv;
  if (logDir) mkdirSync(logDir, { recursive: true });
  const all = [...SERVICES, GATEWAY];
  const processes: Supervised[] = [];
  for (const info of all) {
    processes.push({
      name: info.name as ProcessName,
      dir: info.dir,
      nodeFlags: nodeFlagsOf(info),
      cpuPriority: cpuPriorityOf(info),
      port: await freePort(),
      child: null,
      restarts: 0,
      replicas: { pids: [], listening: 0, replaced: 0 },
      replacedBefore: 0,
      output: '',
      killedByRun: new Set(),
    });
  }
  const upstreams = Object.fromEntries(
    processes
      .filter((p) => p.name !== 'gateway')
      .map((p) => [`${p.name.toUpperCase()}_URL`, `http://127.0.0.1:${p.port}`]),
  );
  let stopping = false;

  const launch = (process: Supervised) => {
    const server = serverDir ? 'src/server.js' : 'src/server.ts';
    const entry = replicas ? [REPLICAS_LAUNCHER, server] : [server];
    const loader = serverDir ? [] : ['--import', 'tsx'];
    const child = spawn(globalThis.process.execPath, [...process.nodeFlags, ...loader, ...entry], {
      cwd: path.join(serverDir ?? root, process.dir),
      env: {
        ...globalThis.process.env,
        ...env,
        ...envFor[process.name],
        ...upstreams,
        PORT: String(process.port),
        // Started again only once dead, so the name is never live twice: the new process takes over
        // its predecessor's leases at once, as a restarted container does (clustered, per slot).
        REPLICA_NAME: process.name,
        ...(replicas ? { REPLICAS: String(replicas) } : {}),
      },
      stdio: replicas ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
    });
    prioritise(child, process);
    if (replicas) {
      process.replacedBefore += process.replicas.replaced;
      process.replicas = { pids: [], listening: 0, replaced: 0 };
      child.on('message', (message: { replicas?: ReplicasReport }) => {
        if (message.replicas && process.child === child) process.replicas = message.replicas;
      });
    }
    let errors = '';
    const log = logDir ? createWriteStream(path.join(logDir, `${process.name}.log`), { flags: 'a' }) : null;
    for (const stream of [child.stdout, child.stderr]) {
      stream?.on('data', (chunk) => {
        errors = (errors + chunk).slice(-2000);
        process.output = errors;
        for (const [, pid] of String(chunk).matchAll(CRASH_POINT)) process.killedByRun.add(Number(pid));
        log?.write(chunk);
      });
    }
    child.once('close', () => log?.end());
    child.once('exit', (code, signal) => {
      if (stopping || process.child !== child) return;
      process.child = null;
      process.restarts += 1;
      if (signal !== 'SIGKILL' && code !== 0) console.error(`${process.name} exited (${signal ?? code}): ${errors}`);
      setTimeout(() => {
        if (!stopping && !process.child) launch(process);
      }, restartDelayMs);
    });
    process.child = child;
  };

  for (const process of processes) launch(process);
  const byName = (name: ProcessName) => {
    const found = processes.find((process) => process.name === name);
    if (!found) throw new Error(`no process ${name}`);
    return found;
  };
  // Clustered, ready means served: a replica answers /readyz. Its crash points kill a replica every
  // few seconds, so both are seldom up at the same moment, while the process is never away.
  const allReady = (timeoutMs = 180_000) =>
    Promise.all(
      processes.map((process) =>
        waitFor(() => ready(process.port), process.name, timeoutMs).catch((error: Error) => {
          const { listening } = process.replicas;
          const replicasNote = replicas ? ` (${listening} of ${replicas} replicas listening)` : '';
          throw new Error(`${error.message}${replicasNote}; its last output:\n${process.output}`);
        }),
      ),
    );
  await allReady(replicas ? 600_000 : 180_000);

  return {
    url: `http://127.0.0.1:${byName('gateway').port}`,
    names: processes.map((process) => process.name),
    portOf: (name: ProcessName) => byName(name).port,
    restarts: () =>
      Object.fromEntries(
        processes.map((process) => [
          process.name,
          process.restarts + process.replacedBefore + process.replicas.replaced,
        ]),
      ),
    /**
     * kill -9; the supervisor starts it again after the restart delay. Clustered, of one of its
     * replicas, chosen at random; its primary starts another. Names what was killed.
     */
    kill(name: ProcessName): string {
      const process = byName(name);
      if (!replicas) {
        if (process.child?.pid !== undefined) process.killedByRun.add(process.child.pid);
        process.child?.kill('SIGKILL');
        return name;
      }
      const pid = process.replicas.pids[Math.floor(Math.random() * process.replicas.pids.length)];
      if (pid === undefined) return `${name} (no replica running)`;
      process.killedByRun.add(pid);
      try {
        globalThis.process.kill(pid, 'SIGKILL');
      } catch {
        // it died on its own a moment ago
      }
      return `one of ${process.replicas.pids.length} ${name} replicas`;
    },
    /** Replicas of each process: 1 on one node. */
    replicaCount: replicas || 1,
    /** Clustered: how many of its replicas listen, as its primary last reported. */
    listening: (name: ProcessName) => byName(name).replicas.listening,
    /** Whether the run killed the process or replica of this pid: a `kill -9` of its own or a crash point. */
    killedByRun: (name: ProcessName, pid: number) => byName(name).killedByRun.has(pid),
    /** The process's live pids: its replicas' as its primary last reported, or its own on one node. */
    pidsOf(name: ProcessName): number[] {
      const process = byName(name);
      if (replicas) return [...process.replicas.pids];
      return process.child?.pid === undefined ? [] : [process.child.pid];
    },
    /** Clustered: whether every replica of the process listens, as its primary last reported; single-node: true. */
    allReplicasListen: (name: ProcessName) => !replicas || byName(name).replicas.listening >= replicas,
    isReady: (name: ProcessName) => ready(byName(name).port),
    allReady,
    /** Restarts every process with changed settings (e.g. fault points disarmed) and waits until all are ready. */
    async restartAll(changes: Record<string, string>) {
      env = { ...env, ...changes };
      for (const process of processes) process.child?.kill('SIGKILL');
      await new Promise((resolve) => setTimeout(resolve, restartDelayMs * 2));
      await allReady();
    },
    async stop() {
      stopping = true;
      await Promise.all(
        processes.map(
          (process) =>
            new Promise<void>((resolve) => {
              const child = process.child;
              if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
              setTimeout(() => child.kill('SIGKILL'), 5000).unref();
            }),
        ),
      );
    },
  };
}
export type SupervisedPlatform = Awaited<ReturnType<typeof startSupervisedPlatform>>;
