import type { Server } from './infra.ts';
import type { ProcessName, SupervisedPlatform } from './platform.ts';

type Dependency = 'postgres' | 'redis' | 'nats';
export type Fault = { kind: 'kill'; process: ProcessName } | { kind: 'outage'; server: Dependency };

export interface FaultLog {
  fault: string;
  /** Set when the platform did not behave as it must while the fault lasted. */
  problem?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const between = (low: number, high: number) => low + Math.floor(Math.random() * (high - low));

/** Half the rounds kill a process of the platform, the others take a dependency away. */
export function pickFault(processes: ProcessName[]): Fault {
  if (Math.random() < 0.5) return { kind: 'kill', process: processes[between(0, processes.length)] as ProcessName };
  const servers: Dependency[] = ['postgres', 'redis', 'nats'];
  return { kind: 'outage', server: servers[between(0, servers.length)] as Dependency };
}

/** A process whose readiness depends on each dependency (every service checks all three it uses). */
const WATCHER: Record<Dependency, ProcessName> = { postgres: 'identity', redis: 'gateway', nats: 'payouts' };

async function becomes(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await sleep(100);
  }
  return false;
}

/**
 * Waits a moment into the round's work, then injects the fault. An outage must show: readiness of
 * a dependent process turns false, and (for Redis) a signed-in request is refused, never let
 * through; after the dependency returns, readiness comes back by itself.
 */
export async function injectFault(
  fault: Fault,
  options: {
    platform: SupervisedPlatform;
    servers: Record<Dependency, Server>;
    /** A request that needs a live session; its status while Redis is gone. */
    sessionProbe: () => Promise<number | null>;
  },
): Promise<FaultLog> {
  await sleep(between(300, 2000));
  if (fault.kind === 'kill') {
    options.platform.kill(fault.process);
    return { fault: `kill -9 ${fault.process}` };
  }
  const { server } = fault;
  const watcher = WATCHER[server];
  const problems: string[] = [];
  await options.servers[server].crash();
  if (!(await becomes(async () => !(await options.platform.isReady(watcher)), 15_000))) {
    problems.push(`${watcher} stayed ready without ${server}`);
  }
  if (server === 'redis') {
    const status = await options.sessionProbe();
    if (status !== null && status < 400) problems.push(`a session was accepted without Redis (${status})`);
  }
  await sleep(between(1000, 3000));
  await options.servers[server].start();
  if (!(await becomes(() => options.platform.isReady(watcher), 60_000))) {
    problems.push(`${watcher} did not become ready again after ${server} returned`);
  }
  return { fault: `${server} down`, ...(problems.length > 0 && { problem: problems.join('; ') }) };
}
