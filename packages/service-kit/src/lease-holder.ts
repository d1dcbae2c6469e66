import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { KV } from '@nats-io/kv';

/**
 * Who a replica is in the LEASES bucket: `<name>__<pid>-<random>`. The name is REPLICA_NAME when
 * set (the pod's name under Kubernetes, the launcher's slot locally, the fault run's process), a
 * name no other live replica of the role has and the next process in its place has again: a
 * container restarted after a crash keeps its pod's name. Such a process knows the leases its dead
 * predecessor left and takes them over at once, instead of waiting out their life (LEASE_TTL_MS)
 * with the work nobody's meanwhile. Without a name (the host's, which replicas on one machine
 * share) nothing is taken over: every holder is a stranger.
 */
export interface LeaseHolder {
  readonly id: string;
  /** Held by an earlier process of this replica's name, which is dead: ours to take over. */
  succeeds(otherId: string): boolean;
}

const SEPARATOR = '__';
const INCARNATION = /^\d+-[0-9a-f]{8}$/;

/** The process id in a holder's id (`<name>__<pid>-<random>`), for tools that name processes; undefined if none. */
export function pidOfHolder(id: string): number | undefined {
  const separator = id.lastIndexOf(SEPARATOR);
  const incarnation = separator < 0 ? '' : id.slice(separator + SEPARATOR.length);
  return INCARNATION.test(incarnation) ? Number(incarnation.slice(0, incarnation.indexOf('-'))) : undefined;
}

/** A KV key token: letters, digits, `-` and `_` only. */
function keyToken(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]/g, '_');
}

export function leaseHolder(replicaName?: string): LeaseHolder {
  const name = keyToken(replicaName ?? hostname());
  const id = `${name}${SEPARATOR}${process.pid}-${randomUUID().slice(0, 8)}`;
  return {
    id,
    succeeds(otherId) {
      if (replicaName === undefined || otherId === id || !otherId.startsWith(`${name}${SEPARATOR}`)) return false;
      return INCARNATION.test(otherId.slice(name.length + SEPARATOR.length));
    },
  };
}

/**
 * Creates the lease `key` for `holder`, or takes it over from a dead predecessor of the same name
 * (compare-and-set on the revision read, so a lease that changed hands meanwhile is left alone).
 * The revision held, or undefined when another replica holds it or NATS did not answer.
 */
export async function claimLease(kv: KV, key: string, holder: LeaseHolder): Promise<number | undefined> {
  try {
    return await kv.create(key, holder.id);
  } catch {
    // held already: by a predecessor, perhaps
  }
  try {
    const entry = await kv.get(key);
    if (entry?.operation !== 'PUT' || !holder.succeeds(entry.string())) return undefined;
    return await kv.update(key, holder.id, entry.revision);
  } catch {
    return undefined;
  }
}
