import { type KV, Kvm } from '@nats-io/kv';
import type { Logger } from 'pino';
import { retryJetStream } from './jetstream-retry.ts';
import { kvBucketFor } from './kv.ts';
import { claimLease, leaseHolder } from './lease-holder.ts';
import type { Nats } from './nats.ts';

/**
 * Work that must run once across replicas (polling the MT5 provider, job schedulers, the
 * simulator) runs in the replica holding its lease: a key of the namespace's LEASES bucket, created
 * by the first replica that asks and renewed by it every third of the lease's life. The bucket's
 * TTL removes the key of a holder that stopped renewing (crashed, cut off), and the next replica to
 * ask creates it anew; a process named as the crashed holder takes it over at once (lease-holder.ts).
 * Every write is conditional on the key's revision (JetStream's compare-and-set), so two replicas
 * never both hold it; a holder that cannot renew gives the work up at once, well before its lease
 * can expire and pass to another. The work starts beside the renewals, not inside them: a start
 * longer than the lease's life (tens of thousands of simulated accounts restored) must not let the
 * lease lapse while it runs.
 */
export const LEASES_BUCKET = 'leases';

/** Default life of a lease: a crashed leader's work resumes elsewhere within this. */
export const LEASE_TTL_MS = 10_000;

export interface LeadershipOptions {
  nats: Nats;
  namespace: string;
  /** What the lease is for, one per kind of singleton work: `accounts-mt5-poller`. */
  role: string;
  log: Pick<Logger, 'info' | 'warn' | 'error'>;
  /**
   * Starts the work; leadership is held from here until `onDeposed` is called. A start that fails
   * is stopped (`onDeposed`) and the lease given back, for this or another replica to try again.
   */
  onElected: () => Promise<void> | void;
  /**
   * Stops the work; called when the lease is lost and on `stop()` while leading, always after
   * `onElected` has finished.
   */
  onDeposed: () => Promise<void> | void;
  /** The life of a lease: fixed per namespace, as the bucket's TTL. */
  ttlMs?: number;
  /** REPLICA_NAME: a lease a dead process of this name held is taken over at once. */
  replicaName?: string;
}

export interface Leadership {
  readonly leading: boolean;
  /** Who this replica is in the bucket, for logs and tests. */
  readonly holder: string;
  /** Stops the work if leading, gives the lease back for another replica, stops asking. */
  stop(): Promise<void>;
}

export function openLeases(nats: Nats, namespace: string, ttlMs = LEASE_TTL_MS): Promise<KV> {
  const name = kvBucketFor(namespace, LEASES_BUCKET);
  return retryJetStream(
    `bucket ${name}`,
    () => new Kvm(nats.nc).create(name, { history: 1, ttl: ttlMs, replicas: nats.streamReplicas }),
    nats.log,
  );
}

/**
 * Asks for the lease now and every third of its life. Resolves after the first round: with the
 * work started when that round elected this replica, so a lone replica is doing it on return.
 */
export async function lead(options: LeadershipOptions): Promise<Leadership> {
  const ttlMs = options.ttlMs ?? LEASE_TTL_MS;
  const kv = await openLeases(options.nats, options.namespace, ttlMs);
  const self = leaseHolder(options.replicaName);
  const holder = self.id;
  const { role, log } = options;
  let revision: number | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  /** The work's start while leading: what stopping it waits for. */
  let starting: Promise<void> = Promise.resolve();
  /** Set when the start failed: the next round stops what began and gives the lease back. */
  let failedStart = false;

  const stopWork = async () => {
    await starting;
    await options.onDeposed();
  };

  const depose = async (reason: string) => {
    revision = undefined;
    log.warn({ role, holder, reason }, 'leadership lost');
    await stopWork();
  };

  // Only our own lease is given back: the delete is conditional on its revision.
  const release = async () => {
    const held = revision;
    revision = undefined;
    if (held !== undefined) await kv.delete(role, { previousSeq: held }).catch(() => {});
  };

  const round = async () => {
    if (revision === undefined) {
      revision = await claimLease(kv, role, self);
      // Another replica holds it, or NATS is away: ask again next round.
      if (revision === undefined) return;
      if (stopped) {
        await release();
        return;
      }
      log.info({ role, holder }, 'leadership taken');
      failedStart = false;
      starting = (async () => options.onElected())().catch((error: unknown) => {
        log.error({ err: error, role, holder }, 'starting the work failed: the lease is given back');
        failedStart = true;
      });
      return;
    }
    if (failedStart) {
      // In a round, so no renewal is in flight to hand the lease back to us meanwhile.
      await options.onDeposed();
      await release();
      return;
    }
    try {
      revision = await kv.update(role, holder, revision);
    } catch (error) {
      await depose((error as Error).message);
    }
  };

  let running: Promise<void> = Promise.resolve();
  const loop = () => {
    running = round()
      .catch((error) => log.error({ err: error, role }, 'leadership round failed'))
      .then(() => {
        if (!stopped) timer = setTimeout(loop, Math.floor(ttlMs / 3));
      });
    return running;
  };
  await loop();
  await starting;

  return {
    get leading() {
      return revision !== undefined;
    },
    holder,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      if (revision === undefined) return;
      await stopWork();
      await release();
    },
  };
}
