import { setTimeout as delay } from 'node:timers/promises';
import type { KV } from '@nats-io/kv';
import type { Logger } from 'pino';
import { kvBucketFor } from './kv.ts';
import { claimLease, type LeaseHolder, leaseHolder } from './lease-holder.ts';
import { LEASE_TTL_MS, LEASES_BUCKET, openLeases } from './leadership.ts';
import type { Nats } from './nats.ts';

/**
 * Partitions shared out between the replicas of one role (docs/decisions/013), on the same NATS KV
 * leases as `lead()`: each partition is a key of the LEASES bucket (`<role>.partition.<p>`) held by
 * one replica, created with compare-and-set and renewed with the revision it holds. Replicas
 * announce themselves under `<role>.member.<holder>` in the same bucket (its TTL removes a dead
 * one), and each takes at most its fair share, ceil(partitions / members): a joining replica finds
 * the others above their share, they give partitions back, it takes them; a dead replica's leases
 * expire within the TTL and the survivors, whose share grew, take them.
 *
 * A partition is given back only after `onReleased` has stopped its work, and taken only by
 * creating its key anew, or by a replica named as the dead one that held it (lease-holder.ts): two
 * replicas never work on one partition at once.
 */
export interface PartitionOwnershipOptions {
  nats: Nats;
  namespace: string;
  /** The kind of replica sharing the partitions: `risk`. */
  role: string;
  partitions: number;
  log: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** Starts a partition's work (rebuilds its state first); it is owned from here until `onReleased`. */
  onAcquired: (partition: number) => Promise<void> | void;
  /** Stops a partition's work and drops its state; called before the lease is given back or when it is lost. */
  onReleased: (partition: number) => Promise<void> | void;
  ttlMs?: number;
  /** REPLICA_NAME: the leases and membership a dead process of this name left are taken over at once. */
  replicaName?: string;
  /**
   * How long `ownPartitions` waits for its first round (taking this replica's share and starting
   * each partition's work) before it returns with the round going on; by default until it ends.
   * A replica can serve before its partitions have started, and a round on a JetStream that lost a
   * server can take longer than a start may.
   */
  firstRoundWaitMs?: number;
}

export interface PartitionOwnership {
  readonly holder: string;
  /** The partitions this replica owns and whose work has started. */
  owned(): number[];
  /** Stops every owned partition's work, gives the leases and the membership back. */
  stop(): Promise<void>;
}

/** How many partitions each of `members` replicas may own. */
export function fairShare(partitions: number, members: number): number {
  return Math.ceil(partitions / Math.max(1, members));
}

export async function ownPartitions(options: PartitionOwnershipOptions): Promise<PartitionOwnership> {
  const ttlMs = options.ttlMs ?? LEASE_TTL_MS;
  const kv = await openLeases(options.nats, options.namespace, ttlMs);
  const bucket = kvBucketFor(options.namespace, LEASES_BUCKET);
  const { role, log } = options;
  const self = leaseHolder(options.replicaName);
  const holder = self.id;
  const memberKey = `${role}.member.${holder}`;
  const leaseKey = (partition: number) => `${role}.partition.${partition}`;
  /** Owned partitions and the revision of each one's lease. */
  const held = new Map<number, number>();
  /** Owned partitions whose `onAcquired` has finished. */
  const started = new Set<number>();
  let stopped = false;
  // Starting and stopping partitions' work run one at a time, in the order decided: a partition
  // lost while it was starting stops once it has started.
  let transitions: Promise<unknown> = Promise.resolve();
  const inTurn = (task: () => Promise<void> | void) => {
    const next = transitions.then(task);
    transitions = next.catch((error) => log.error({ err: error, role }, 'partition work failed to change'));
    return next;
  };

  const release = (partition: number, reason: 'lost' | 'rebalanced' | 'stopped' | 'failed') => {
    const revision = held.get(partition);
    held.delete(partition);
    log.info({ role, holder, partition, reason }, 'partition released');
    return inTurn(async () => {
      started.delete(partition);
      try {
        await options.onReleased(partition);
      } finally {
        // Only our own lease is given back, and only once its work has stopped.
        if (revision !== undefined && reason !== 'lost') {
          await kv.delete(leaseKey(partition), { previousSeq: revision }).catch(() => {});
        }
      }
    });
  };

  /**
   * Renews one lease, unless it was given back meanwhile (a stop, a rebalance): held again here, it
   * would be kept alive with no work started on it. One given back while its renewal was on its way
   * outlives the release's delete, which named the revision before: it is deleted once the release's
   * work has stopped, as the release would have.
   */
  const renew = async (partition: number, revision: number) => {
    if (stopped || held.get(partition) !== revision) return;
    try {
      const renewed = await kv.update(leaseKey(partition), holder, revision);
      if (held.get(partition) === revision) held.set(partition, renewed);
      else void transitions.then(() => kv.delete(leaseKey(partition), { previousSeq: renewed })).catch(() => {});
    } catch (error) {
      if (held.get(partition) !== revision) return;
      log.warn({ role, partition, err: error }, 'partition lease not renewed');
      void release(partition, 'lost');
    }
  };

  // The heartbeat runs on its own, so a long takeover (rebuilding partitions) never lets leases lapse.
  // Every lease at once: one after another, each waiting for its answer behind the partitions' own
  // messages on a busy connection, the last ones outlived the TTL before their turn came.
  let beating = false;
  const heartbeat = async () => {
    if (beating || stopped) return;
    beating = true;
    try {
      await Promise.all([...held].map(([partition, revision]) => renew(partition, revision)));
      await kv.put(memberKey, String(Date.now()));
    } catch (error) {
      log.warn({ role, err: error }, 'membership not renewed');
    } finally {
      beating = false;
    }
  };

  const take = async (share: number) => {
    // Each replica starts looking at its own place, so joiners do not all race for partition 0.
    const start = Number.parseInt(holder.slice(-8).replace(/[^0-9a-f]/gi, '0'), 16) % options.partitions;
    for (let step = 0; step < options.partitions && held.size < share && !stopped; step++) {
      const partition = (start + step) % options.partitions;
      if (held.has(partition)) continue;
      const revision = await claimLease(kv, leaseKey(partition), self);
      if (revision === undefined) continue; // another replica owns it
      held.set(partition, revision);
      log.info({ role, holder, partition }, 'partition taken');
      await inTurn(async () => {
        try {
          await options.onAcquired(partition);
          if (held.has(partition)) started.add(partition);
        } catch (error) {
          log.error({ err: error, role, partition }, 'partition not started; given back');
          void release(partition, 'failed');
        }
      });
    }
  };

  const balance = async () => {
    const members = await countMembers(options.nats, kv, bucket, `${role}.member.`, self);
    const share = fairShare(options.partitions, members);
    // Above the share (a replica joined): the highest partitions go back for the newcomer.
    const excess = [...held.keys()].sort((a, b) => b - a).slice(0, Math.max(0, held.size - share));
    for (const partition of excess) await release(partition, 'rebalanced');
    await take(share);
  };

  const every = Math.floor(ttlMs / 3);
  await heartbeat();
  const heartbeats = setInterval(() => void heartbeat(), every);
  let balancing: Promise<void> = Promise.resolve();
  // One round at a time: the next is scheduled when this one ends, so one timer is pending at most.
  let nextRound: NodeJS.Timeout | undefined;
  const loop = () => {
    balancing = balance()
      .catch((error) => log.error({ err: error, role }, 'partition round failed'))
      .then(() => {
        if (!stopped) nextRound = setTimeout(loop, every);
      });
    return balancing;
  };
  const firstRound = loop();
  if (options.firstRoundWaitMs === undefined) await firstRound;
  else await Promise.race([firstRound, delay(options.firstRoundWaitMs, undefined, { ref: false })]);

  return {
    holder,
    owned: () => [...started].sort((a, b) => a - b),
    async stop() {
      stopped = true;
      clearInterval(heartbeats);
      clearTimeout(nextRound);
      await balancing;
      await Promise.all([...held.keys()].map((partition) => release(partition, 'stopped')));
      await transitions;
      await kv.delete(memberKey).catch(() => {});
    },
  };
}

/**
 * Live members: keys under the prefix whose latest entry is a put (a stopped member leaves a delete
 * marker; a dead one's key expires with the bucket's TTL, or is removed here by its successor). The
 * keys come from the stream's subjects, which its leader answers, and each entry from a direct get,
 * which any server holding the stream answers. Listing the keys through `kv.keys()` would create a consumer, and with one server of
 * three dead a third of those creations time out.
 */
async function countMembers(nats: Nats, kv: KV, bucket: string, prefix: string, self: LeaseHolder): Promise<number> {
  const subjectPrefix = `$KV.${bucket}.`;
  const info = await nats.jsm.streams.info(`KV_${bucket}`, { subjects_filter: `${subjectPrefix}${prefix}>` });
  const all = Object.keys(info.state.subjects ?? {}).map((subject) => subject.slice(subjectPrefix.length));
  const predecessors = all.filter((key) => self.succeeds(key.slice(prefix.length)));
  await Promise.all(predecessors.map((key) => kv.delete(key).catch(() => {})));
  const keys = all.filter((key) => !predecessors.includes(key));
  const entries = await Promise.all(keys.map((key) => kv.get(key)));
  return entries.filter((entry) => entry?.operation === 'PUT').length;
}
