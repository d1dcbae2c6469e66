import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { GATEWAY, SERVICES } from '../../../scripts/lib/platform.mjs';
import { root } from '../../../scripts/lib/pnpm.mjs';
import { freePort, waitFor } from './free-port.ts';

export type ProcessName = (typeof SERVICES)[number]['name'] | 'gateway';

interface Supervised {
  name: ProcessName;
  dir: string;
  port: number;
  child: ChildProcess | null;
  restarts: number;
}

const ready = (port: number) =>
  fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(4000) }).then(
    (response) => response.ok,
    () => false,
  );

export interface SupervisedOptions {
  /** Variables for one process only, by name (e.g. only payouts on a test clock). */
  envFor?: Partial<Record<ProcessName, Record<string, string>>>;
  restartDelayMs?: number;
}

/**
 * Every service and the gateway, each restarted shortly after it dies (a kill by the harness or
 * one of its own fault points), as an orchestrator would.
 */
export async function startSupervisedPlatform(
  initialEnv: Record<string, string>,
  { envFor = {}, restartDelayMs = 300 }: SupervisedOptions = {},
) {
  let env = initialEnv;
  const all = [...SERVICES, GATEWAY];
  const processes: Supervised[] = [];
  for (const info of all) {
    processes.push({ name: info.name as ProcessName, dir: info.dir, port: await freePort(), child: null, restarts: 0 });
  }
  const upstreams = Object.fromEntries(
    processes
      .filter((p) => p.name !== 'gateway')
      .map((p) => [`${p.name.toUpperCase()}_URL`, `http://127.0.0.1:${p.port}`]),
  );
  let stopping = false;

  const launch = (process: Supervised) => {
    const child = spawn(globalThis.process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.join(root, process.dir),
      env: { ...globalThis.process.env, ...env, ...envFor[process.name], ...upstreams, PORT: String(process.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let errors = '';
    for (const stream of [child.stdout, child.stderr]) {
      stream?.on('data', (chunk) => {
        errors = (errors + chunk).slice(-2000);
      });
    }
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
  const allReady = (timeoutMs = 180_000) =>
    Promise.all(processes.map((process) => waitFor(() => ready(process.port), process.name, timeoutMs)));
  await allReady();

  return {
    url: `http://127.0.0.1:${byName('gateway').port}`,
    names: processes.map((process) => process.name),
    portOf: (name: ProcessName) => byName(name).port,
    restarts: () => Object.fromEntries(processes.map((process) => [process.name, process.restarts])),
    /** kill -9; the supervisor starts it again after the restart delay. */
    kill(name: ProcessName) {
      byName(name).child?.kill('SIGKILL');
    },
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
