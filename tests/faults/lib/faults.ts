import type { Server } from './infra.ts';
import type { ProcessName, SupervisedPlatform } from './platform.ts';

type Dependency = 'postgres' | 'redis' | 'nats';
export type Fault =
  | { kind: 'kill'; process: ProcessName }
  | { kind: 'outage'; server: Dependency }
  | { kind: 'nats-node'; node: number };

/** The NATS cluster of the clustered run (scripts/lib/nats-cluster.mjs): one server killed and started. */
export interface NatsNodes {
  size: number;
  kill(index: number): Promise<void>;
  /** Resolves to what the server said before the restart it needed to catch up, or null. */
  start(index: number): Promise<string | null>;
}

export interface FaultLog {
  fault: string;
  /** Set when the platform did not behave as it must while the fault lasted. */
  problem?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const between = (low: number, high: number) => low + Math.floor(Math.random() * (high - low));

/**
 * The run's faults, one a round. Odd rounds kill a process of the platform (clustered: one replica
 * of it); even rounds take the dependencies away in turn, in a shuffled order, so a run of six rounds
 * or more loses each at least once. Clustered, NATS is never away as a whole: one of its servers is
 * killed instead.
 */
export function faultSchedule(rounds: number, processes: ProcessName[], natsNodes?: NatsNodes): Fault[] {
  const dependencies = shuffled<Dependency>(['postgres', 'redis', 'nats']);
  return Array.from({ length: rounds }, (_, index): Fault => {
    if (index % 2 === 0) return { kind: 'kill', process: processes[between(0, processes.length)] as ProcessName };
    const server = dependencies[((index - 1) / 2) % dependencies.length] as Dependency;
    if (server === 'nats' && natsNodes) return { kind: 'nats-node', node: between(0, natsNodes.size) };
    return { kind: 'outage', server };
  });
}

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = between(0, i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
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
    natsNodes?: NatsNodes;
  },
): Promise<FaultLog> {
  await sleep(between(300, 2000));
  if (fault.kind === 'kill') return { fault: `kill -9 ${await killOneReplica(options.platform, fault.process)}` };
  if (fault.kind === 'nats-node') return loseNatsNode(fault.node, options.platform, options.natsNodes);
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

/**
 * One of three NATS servers killed: its clients move to the other two, which still form a quorum,
 * so every process must be (or within seconds be again) ready while it is down, and after it.
 */
async function loseNatsNode(node: number, platform: SupervisedPlatform, nodes?: NatsNodes): Promise<FaultLog> {
  if (!nodes) throw new Error('a NATS server fault needs the clustered run');
  const problems: string[] = [];
  const pidsAtKill = Object.fromEntries(platform.names.map((name) => [name, platform.pidsOf(name)]));
  await nodes.kill(node);
  const killedAt = Date.now();
  await sleep(between(1000, 3000));
  const whileDown = await readinessWhileDown(platform, pidsAtKill);
  if (whileDown.problem) problems.push(`on two of three NATS servers (n${node} down): ${whileDown.problem}`);
  const startedMeanwhile = whileDown.started.length
    ? ` (${whileDown.started.join(', ')} killed by the run meanwhile, ready ${Math.round((Date.now() - killedAt) / 1000)} s after the kill)`
    : '';
  const stalled = await nodes.start(node);
  const after = await notReadyWithin(platform, 60_000);
  if (after) problems.push(`after NATS server n${node} returned: ${after}`);
  return {
    fault: `NATS server n${node} killed${startedMeanwhile}${stalled ? ` (restarted again to catch up; ${stalled})` : ''}`,
    ...(problems.length > 0 && { problem: problems.join('; ') }),
  };
}

/** Names the first process not ready, or null when all are. */
const notReadyWithin = (platform: Pick<SupervisedPlatform, 'allReady'>, timeoutMs: number) =>
  platform.allReady(timeoutMs).then(
    () => null,
    (error: Error) => error.message.split(';')[0] ?? 'a process',
  );

export interface ReadinessWindows {
  /** How soon a process that lived through the server's death must be ready: 15 s. */
  windowMs: number;
  /** How long a process started since then may take, as any start: a minute. */
  startMs: number;
}

/**
 * Every process ready within the window, the server still down. The run goes on killing replicas
 * meanwhile: the crash points, most of all in the round's burst of work, where the server is killed,
 * and the round's `kill -9` of a risk replica. A process none of whose replicas lived through the
 * window (each killed by the run since the kill) is starting, not kept from serving by the lost
 * server, and gets a start's time instead (on two busy cores a replica's start took 10.6 s at the
 * median and 27 s at most in a clustered run). `started` names those. A process with a replica that
 * lived through the kill, or one that exited by itself, is held to the window.
 */
export async function readinessWhileDown(
  platform: Pick<SupervisedPlatform, 'names' | 'isReady' | 'pidsOf' | 'killedByRun' | 'replicaCount' | 'listening'>,
  pidsAtKill: Record<string, number[]>,
  { windowMs, startMs }: ReadinessWindows = { windowMs: 15_000, startMs: 60_000 },
): Promise<{ problem?: string; started: ProcessName[] }> {
  const late = await notReadyIn(platform, platform.names, windowMs);
  const startedSince = (name: ProcessName) => {
    const now = platform.pidsOf(name);
    return (pidsAtKill[name] ?? []).every((pid) => !now.includes(pid) && platform.killedByRun(name, pid));
  };
  const held = late.filter((name) => !startedSince(name));
  if (held.length > 0) {
    const listening = held.map(
      (name) => `${name} (${platform.listening(name)} of ${platform.replicaCount} replicas listening)`,
    );
    return { problem: `${listening.join(', ')} not ready within ${windowMs / 1000} s`, started: [] };
  }
  const started = late.filter(startedSince);
  const stillLate = await notReadyIn(platform, started, startMs - windowMs);
  if (stillLate.length > 0) {
    return { problem: `${stillLate.join(', ')}, restarted meanwhile, not ready within ${startMs / 1000} s`, started };
  }
  return { started };
}

async function notReadyIn(
  platform: Pick<SupervisedPlatform, 'isReady'>,
  names: readonly ProcessName[],
  timeoutMs: number,
): Promise<ProcessName[]> {
  const ready = await Promise.all(names.map((name) => becomes(() => platform.isReady(name), timeoutMs)));
  return names.filter((_, index) => !ready[index]);
}

/**
 * Clustered, every round also kills one risk replica at a random moment of the round's work: its
 * partitions move to the other replica, and back to the one its primary starts, while accounts are
 * being driven through their limits (a kill soon after the last one lands mid-move).
 */
export async function killRiskReplica(platform: SupervisedPlatform): Promise<FaultLog> {
  await sleep(between(300, 4000));
  return { fault: `kill -9 ${await killOneReplica(platform, 'risk')}` };
}

/**
 * Clustered, a kill is of one replica while the other serves: its partitions, consumers and sockets
 * move there. So it waits until every replica listens (the crash points keep restarting them) and
 * then kills one. Killing the last one left while its twin still starts would take the whole process
 * away, the single-node run's fault, and on a busy machine, in a round that also kills a NATS server,
 * outlast the readiness window (one run: "kill -9 one of 1 risk replicas", risk 0 of 2 listening).
 * After a minute without, it kills anyway and says so.
 */
async function killOneReplica(platform: SupervisedPlatform, name: ProcessName): Promise<string> {
  const allListen = await becomes(async () => platform.allReplicasListen(name), 60_000);
  const killed = platform.kill(name);
  return allListen ? killed : `${killed}, not all listening after 60 s`;
}
