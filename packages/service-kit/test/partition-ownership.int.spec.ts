import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectNats, type Nats } from '../src/nats.ts';
import { fairShare, ownPartitions, type PartitionOwnership } from '../src/partition-ownership.ts';
import { openTcpWay, type TcpWay } from '../src/testing/tcp-way.ts';
import { kitFixture, silentLog, waitFor } from './helpers.ts';

const TTL_MS = 1500;
const PARTITIONS = 8;

describe('partitions shared out between replicas through NATS leases', () => {
  let fx: Awaited<ReturnType<typeof kitFixture>>;
  const connections: Nats[] = [];
  /** Who works on each partition right now: never more than one replica at a time. */
  const workers = new Map<number, Set<string>>();
  let mostAtOnce = 0;

  const replica = async (name: string): Promise<{ ownership: PartitionOwnership; nats: Nats }> => {
    const nats = await connectNats(fx.env.NATS_URL, name);
    connections.push(nats);
    const ownership = await ownPartitions({
      nats,
      namespace: fx.namespace,
      role: 'kit-judge',
      partitions: PARTITIONS,
      log: silentLog,
      ttlMs: TTL_MS,
      onAcquired: (partition) => {
        const set = workers.get(partition) ?? new Set();
        set.add(name);
        workers.set(partition, set);
        mostAtOnce = Math.max(mostAtOnce, set.size);
      },
      onReleased: (partition) => {
        workers.get(partition)?.delete(name);
      },
    });
    return { ownership, nats };
  };

  const everyPartitionOnce = (replicas: { ownership: PartitionOwnership }[]) => {
    const owned = replicas.flatMap((r) => r.ownership.owned()).sort((a, b) => a - b);
    return owned.length === PARTITIONS && new Set(owned).size === PARTITIONS;
  };

  beforeAll(async () => {
    fx = await kitFixture();
  });
  afterAll(async () => {
    for (const nats of connections) if (!nats.nc.isClosed()) await nats.nc.close();
    await fx.close();
  });

  it('gives each replica its fair share', () => {
    expect(fairShare(16, 1)).toBe(16);
    expect(fairShare(16, 3)).toBe(6);
    expect(fairShare(16, 0)).toBe(16);
  });

  it('one replica owns all; a second and a third take their share; a crashed one is taken over within the TTL', async () => {
    const a = await replica('a');
    expect(a.ownership.owned()).toHaveLength(PARTITIONS);

    const b = await replica('b');
    await waitFor(() => a.ownership.owned().length === 4 && b.ownership.owned().length === 4, TTL_MS * 4);
    expect(everyPartitionOnce([a, b])).toBe(true);

    const c = await replica('c');
    const all = [a, b, c];
    await waitFor(
      () =>
        all.every((r) => r.ownership.owned().length >= 2 && r.ownership.owned().length <= 3) && everyPartitionOnce(all),
      TTL_MS * 6,
    );

    // A crash: its connection is gone, its leases expire, the two others share all partitions.
    const lostAt = Date.now();
    await c.nats.nc.close();
    await waitFor(() => everyPartitionOnce([a, b]), TTL_MS * 6);
    expect(Date.now() - lostAt).toBeLessThan(TTL_MS * 6);
    expect(a.ownership.owned().length + b.ownership.owned().length).toBe(PARTITIONS);

    // A clean stop hands its partitions over at once.
    await b.ownership.stop();
    await waitFor(() => a.ownership.owned().length === PARTITIONS, TTL_MS * 3);
    expect(mostAtOnce).toBe(1);
    await a.ownership.stop();
    await c.ownership.stop();
    expect([...workers.values()].every((set) => set.size <= 1)).toBe(true);
  });
});

describe('a replica restarted under its name takes its dead predecessor’s partitions at once', () => {
  /** A lease long enough that waiting it out and taking over at once are seconds apart. */
  const LONG_TTL_MS = 10_000;
  let fx: Awaited<ReturnType<typeof kitFixture>>;
  const connections: Nats[] = [];

  const replica = async (replicaName: string | undefined, acquired: number[] = []) => {
    const nats = await connectNats(fx.env.NATS_URL, replicaName ?? 'unnamed');
    connections.push(nats);
    const ownership = await ownPartitions({
      nats,
      namespace: fx.namespace,
      role: 'kit-restarted',
      partitions: PARTITIONS,
      log: silentLog,
      ttlMs: LONG_TTL_MS,
      replicaName,
      onAcquired: (partition) => {
        acquired.push(partition);
      },
      onReleased: () => {},
    });
    return { ownership, nats };
  };

  beforeAll(async () => {
    fx = await kitFixture();
  });
  afterAll(async () => {
    for (const nats of connections) if (!nats.nc.isClosed()) await nats.nc.close();
    await fx.close();
  });

  it('a stranger waits out the dead one’s leases; its successor by name owns every partition in its first round', async () => {
    const dead = await replica('judge-0');
    expect(dead.ownership.owned()).toHaveLength(PARTITIONS);
    // Killed: it stops renewing and leaves its leases and membership to expire.
    await dead.nats.nc.close();

    const stranger = await replica('judge-1');
    expect(stranger.ownership.owned()).toEqual([]);
    await stranger.ownership.stop();
    const unnamed = await replica(undefined);
    expect(unnamed.ownership.owned()).toEqual([]);
    await unnamed.ownership.stop();

    const startedAt = Date.now();
    const acquired: number[] = [];
    const successor = await replica('judge-0', acquired);
    expect(successor.ownership.owned()).toHaveLength(PARTITIONS);
    expect(acquired.sort((a, b) => a - b)).toEqual(successor.ownership.owned());
    expect(Date.now() - startedAt).toBeLessThan(LONG_TTL_MS / 2);
    await successor.ownership.stop();
  });
});

describe('a replica whose connection answers late', () => {
  /** Each answer from NATS this late: renewing 16 leases one after another takes 3.4 s, twice the TTL. */
  const ANSWER_DELAY_MS = 200;
  const MANY_PARTITIONS = 16;
  let fx: Awaited<ReturnType<typeof kitFixture>>;
  let way: TcpWay;
  let nats: Nats;

  beforeAll(async () => {
    fx = await kitFixture();
    way = await openTcpWay(new URL(fx.env.NATS_URL), { answerDelayMs: ANSWER_DELAY_MS });
    nats = await connectNats(way.url, 'late-answers');
  });
  afterAll(async () => {
    await nats.nc.close();
    await way.close();
    await fx.close();
  });

  /** The 16 partitions of the `kit-late` role, owned over `connection`; `released` hears each one given back. */
  const owner = (connection: Nats, released: number[] = []) =>
    ownPartitions({
      nats: connection,
      namespace: fx.namespace,
      role: 'kit-late',
      partitions: MANY_PARTITIONS,
      log: silentLog,
      ttlMs: TTL_MS,
      onAcquired: () => {},
      onReleased: (partition) => {
        released.push(partition);
      },
    });

  it('keeps every lease it holds, all renewed within one answer, none lost to the TTL', async () => {
    const released: number[] = [];
    const ownership = await owner(nats, released);
    expect(ownership.owned()).toHaveLength(MANY_PARTITIONS);

    await delay(TTL_MS * 3);
    expect(released).toEqual([]);
    expect(ownership.owned()).toHaveLength(MANY_PARTITIONS);
    await ownership.stop();
    expect(released).toHaveLength(MANY_PARTITIONS);

    // Every lease given back, a renewal then on its way included: a replica straight to the server takes all at once.
    const direct = await connectNats(fx.env.NATS_URL, 'after-late-answers');
    const successor = await owner(direct);
    expect(successor.owned()).toHaveLength(MANY_PARTITIONS);
    await successor.stop();
    await direct.nc.close();
  });
});
