// A NATS JetStream cluster of three servers on loopback, each in a temporary folder: what
// `CLUSTER=1 npm start`, the cluster fault suite and the cluster tests run the platform on.
// Plain Node: `npm start` loads it before any dependency is installed.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.mjs';

const NATS_SERVER = '/usr/sbin/nats-server';
/**
 * How often `start` restarts a server that does not catch up: one restart was not enough in a CI run
 * (a server stayed not current with the dead letters' replay consumer through both windows).
 */
const RESTARTS = 2;

function exited(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
  });
}

/**
 * /healthz answers once JetStream is enabled and current: in a cluster, once its meta group has a
 * leader and, for a server that comes back, once it has caught up with every stream and consumer it
 * keeps a copy of. A timeout names what the server last said was not current.
 */
async function waitHealthy(node, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    const healthy = await fetch(`http://127.0.0.1:${node.monitorPort}/healthz`).then(
      async (response) => {
        if (!response.ok) last = await response.text();
        return response.ok;
      },
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`NATS ${node.name} not healthy within ${timeoutMs / 1000} s; it last said: ${last.trim()}`);
}

/** Streams can be created only once the servers have elected the leader of their meta group. */
async function waitMetaLeader(node, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const leader = await fetch(`http://127.0.0.1:${node.monitorPort}/jsz`).then(
      async (response) => (await response.json()).meta_cluster?.leader,
      () => undefined,
    );
    if (leader) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the NATS cluster elected no meta leader within ${timeoutMs / 1000} s`);
}

/**
 * Starts `size` servers that route to each other and waits until each is healthy. `url` names every
 * server (comma-separated), so a client reconnects to another when one dies. `kill(i)` is a crash
 * (SIGKILL; the server keeps its folder) and `start(i)` brings it back on the same ports.
 *
 * A server that comes back has `rejoinTimeoutMs` to catch up: on a busy machine, with a copy of
 * every stream and consumer to bring current, that takes longer than a first start. One that has not
 * (or not within `start`'s `restartAfterMs`) is restarted and given `rejoinTimeoutMs` again, up to
 * `RESTARTS` times; `start` then resolves to what it said before its first restart (null when it
 * needed none). With `logDir`, each server logs to `<logDir>/nats-<name>.log`.
 *
 * @param {{ size?: number, timeoutMs?: number, rejoinTimeoutMs?: number, logDir?: string }} [options]
 */
export async function startNatsCluster({ size = 3, timeoutMs = 30_000, rejoinTimeoutMs = 120_000, logDir } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'prop-nats-cluster-'));
  if (logDir) mkdirSync(logDir, { recursive: true });
  const nodes = [];
  for (let i = 0; i < size; i++) {
    nodes.push({
      name: `n${i}`,
      clientPort: await freePort(),
      clusterPort: await freePort(),
      monitorPort: await freePort(),
      child: null,
    });
  }
  const routes = nodes.map((node) => `nats://127.0.0.1:${node.clusterPort}`).join(',');
  // A name of this cluster's own: a server left running by a run that crashed keeps asking for its
  // old routes, and one of those ports may now be this cluster's; a server of another name is refused.
  const clusterName = path.basename(dir);
  const argsOf = (node) => [
    ...['-a', '127.0.0.1', '-p', String(node.clientPort), '-m', String(node.monitorPort)],
    ...['-n', node.name, '-js', '-sd', path.join(dir, node.name)],
    ...['--cluster_name', clusterName, '--cluster', `nats://127.0.0.1:${node.clusterPort}`, '--routes', routes],
    ...(logDir ? ['-l', path.join(logDir, `nats-${node.name}.log`)] : []),
  ];

  const start = async (index, restartAfterMs = rejoinTimeoutMs) => {
    const node = nodes[index];
    if (node.child && node.child.exitCode === null && node.child.signalCode === null) return null;
    node.child = spawn(NATS_SERVER, argsOf(node), { stdio: 'ignore' });
    try {
      await waitHealthy(node, restartAfterMs);
      return null;
    } catch (stalled) {
      // nats-server 2.9's Raft catch-up can stall for good ("Expected first catchup entry to be a
      // snapshot and peerstate, will retry"). The chart's startup probe restarts a server still not
      // current after its window, as often as it takes, and each start asks for the catch-up afresh;
      // this does the same, a bounded number of times.
      for (let restart = 1; ; restart++) {
        await kill(index);
        node.child = spawn(NATS_SERVER, argsOf(node), { stdio: 'ignore' });
        try {
          await waitHealthy(node, rejoinTimeoutMs);
          return stalled.message;
        } catch (error) {
          if (restart === RESTARTS) throw error;
        }
      }
    }
  };
  const kill = async (index) => {
    const { child } = nodes[index];
    nodes[index].child = null;
    if (!child) return;
    child.kill('SIGKILL');
    await exited(child);
  };
  const stop = async () => {
    for (let i = 0; i < nodes.length; i++) await kill(i);
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    // All at once: a JetStream cluster elects its meta leader only once a quorum of servers is up.
    for (const node of nodes) node.child = spawn(NATS_SERVER, argsOf(node), { stdio: 'ignore' });
    await Promise.all(nodes.map((node) => waitHealthy(node, timeoutMs)));
    await waitMetaLeader(nodes[0], timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: nodes.map((node) => `nats://127.0.0.1:${node.clientPort}`).join(','),
    urls: nodes.map((node) => `nats://127.0.0.1:${node.clientPort}`),
    // Each server's own folder and monitoring port: what it keeps of a stream, apart from the others.
    storeDirs: nodes.map((node) => path.join(dir, node.name)),
    monitorUrls: nodes.map((node) => `http://127.0.0.1:${node.monitorPort}`),
    size,
    start,
    kill,
    stop,
  };
}
