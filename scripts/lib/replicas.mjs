// `node --import tsx scripts/lib/replicas.mjs src/server.ts`, run in a service's or the gateway's
// folder: REPLICAS copies of that server sharing its PORT, through Node's cluster module.
//
// Why the cluster module and not a proxy in front: every replica is a real process (a fault can
// kill -9 one, and it holds its own NATS, Redis and PostgreSQL connections, as a pod would), yet the
// port stays one, so the gateway's <SERVICE>_URL and the browser's URL need no balancer. On Linux
// the primary accepts each connection and hands it to the workers in turn (round-robin); balancing
// is per connection, so a `/ws` upgrade stays on the replica that accepted it, and a client that
// reconnects after its replica died lands on a living one. The primary runs no application code;
// it replaces a replica that dies, as an orchestrator would.
//
// Each replica is named by its slot, `<REPLICA_NAME or the folder's name>-<slot>`, and the replica
// that replaces a dead one gets the dead one's name: it takes over the leases its predecessor left at
// once (packages/service-kit/src/lease-holder.ts). A slot is refilled only after its replica exited,
// so no two live replicas share a name.
//
// With an IPC channel to its parent (scripts/lib/platform.mjs, the fault suite) the primary reports
// `{ replicas: { pids, listening, replaced } }` on every change, so the parent knows when all are
// ready and which process to kill.
import cluster from 'node:cluster';
import path from 'node:path';

const count = Number(process.env.REPLICAS ?? 2);
if (!Number.isInteger(count) || count < 1)
  throw new Error(`REPLICAS must be a whole number ≥ 1, not ${process.env.REPLICAS}`);
const entry = path.resolve(process.argv[2] ?? 'src/server.ts');
const baseName = process.env.REPLICA_NAME ?? path.basename(process.cwd());
const RESTART_DELAY_MS = 300;
/**
 * Attempts of the first replica before the primary gives up: a start can fail for a passing reason
 * (a busy NATS cluster answering a stream's creation late), or for good (the port is taken).
 */
const START_ATTEMPTS = 5;

// Workers inherit this process's --import tsx (execArgv) and environment.
cluster.setupPrimary({ exec: entry });

const listening = new Set();
let everListened = false;
let replaced = 0;
let failedStarts = 0;
let stopping = false;

function report() {
  const pids = Object.values(cluster.workers ?? {}).map((worker) => worker.process.pid);
  // Not once the parent is gone: a send on the closed channel raises an error that ends this process
  // before it has stopped its replicas.
  if (process.connected) process.send?.({ replicas: { pids, listening: listening.size, replaced } });
}

function fork(slot, replacing = false) {
  const startedAt = Date.now();
  const worker = cluster.fork({ REPLICA_NAME: `${baseName}-${slot}` });
  worker.on('online', report);
  worker.on('listening', () => {
    listening.add(worker.id);
    report();
    // How long a replacement took to serve: what a readiness window on a busy machine is measured against.
    if (replacing) {
      console.error(
        `${new Date().toISOString()} replica ${worker.process.pid} listening, ${Date.now() - startedAt} ms after its start`,
      );
    }
    // The first replica alone migrates the schema and creates streams and consumers; the others
    // start once it listens, so they never race it (and the two cores are not asked for all at once).
    if (!everListened) {
      everListened = true;
      for (let i = 1; i < count; i++) fork(i);
    }
  });
  worker.on('exit', (code, signal) => {
    listening.delete(worker.id);
    report();
    if (stopping) return;
    // Replicas that keep exiting by themselves before any listened are a broken start (port taken,
    // bad config): exit as a single process would, instead of restarting them forever. One killed
    // (kill -9, a crash point of the fault suite) is replaced like any other.
    const failedStart = !everListened && signal === null;
    if (failedStart && ++failedStarts >= START_ATTEMPTS) process.exit(code ?? 1);
    replaced += 1;
    console.error(
      `${new Date().toISOString()} replica ${worker.process.pid} exited (${signal ?? code}); starting another`,
    );
    setTimeout(
      () => {
        if (!stopping) fork(slot, true);
      },
      failedStart ? 1000 * failedStarts : RESTART_DELAY_MS,
    );
  });
}

async function stop() {
  if (stopping) return;
  stopping = true;
  const workers = Object.values(cluster.workers ?? {});
  await Promise.all(
    workers.map(
      (worker) =>
        new Promise((resolve) => {
          if (worker.isDead()) return resolve();
          worker.once('exit', resolve);
          worker.process.kill('SIGTERM');
          setTimeout(() => worker.process.kill('SIGKILL'), 10_000).unref();
        }),
    ),
  );
  process.exit(0);
}

process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// The parent went away (its IPC channel closed): take the replicas down with us.
process.on('disconnect', stop);
fork(0);
