import { allPartitions } from '@prop/contracts/partitions';
import { openLeases } from '@prop/service-kit/leadership';
import { pidOfHolder } from '@prop/service-kit/lease-holder';
import type { Nats } from '@prop/service-kit/nats';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Which process owns each of risk's partitions, from the leases the replicas hold in the LEASES
 * bucket (docs/decisions/013): the key `risk.partition.<p>` holds its owner, `<name>__<pid>-<random>`.
 */
export async function riskPartitionOwners(nats: Nats, namespace: string, partitions: number) {
  const kv = await openLeases(nats, namespace);
  return async (): Promise<Map<number, number>> => {
    const owners = new Map<number, number>();
    for (const partition of allPartitions(partitions)) {
      const holder = (await kv.get(`risk.partition.${partition}`))?.string();
      const pid = holder === undefined ? undefined : pidOfHolder(holder);
      if (pid !== undefined) owners.set(partition, pid);
    }
    return owners;
  };
}

/** Partitions owned per process, in the order of `pids`. */
export function sharesOf(owners: Map<number, number>, pids: number[]): number[] {
  return pids.map((pid) => [...owners.values()].filter((owner) => owner === pid).length);
}

/**
 * Waits until every partition is owned by one of `pids` and each owns its fair share (the
 * partitions spread as evenly as they go), the same in two reads a lease renewal apart: a joining
 * replica has taken its share and the others have given theirs back.
 */
export async function untilPartitionsShared(
  owners: () => Promise<Map<number, number>>,
  pids: () => number[],
  partitions: number,
  timeoutMs = 120_000,
): Promise<Map<number, number>> {
  const deadline = Date.now() + timeoutMs;
  let previous = '';
  for (;;) {
    const current = await owners();
    const shares = sharesOf(current, pids());
    const even = shares.every((share) => share >= Math.floor(partitions / shares.length));
    const key = JSON.stringify([...current]);
    if (current.size === partitions && even && key === previous) return current;
    if (Date.now() > deadline)
      throw new Error(`risk's partitions not shared out: ${shares.join('/')} of ${partitions}`);
    previous = current.size === partitions && even ? key : '';
    await sleep(3000);
  }
}
