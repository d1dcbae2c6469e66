import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Leadership, lead, openLeases } from '../src/leadership.ts';
import { connectNats, type Nats } from '../src/nats.ts';
import { kitFixture, silentLog, waitFor } from './helpers.ts';

/** A short lease, so a crashed leader's successor is seen within the test's patience. */
const TTL_MS = 1500;

describe('leadership through a NATS lease', () => {
  let fx: Awaited<ReturnType<typeof kitFixture>>;
  const connections: Nats[] = [];
  /** Replicas doing the singleton work right now: must never exceed one. */
  const working = new Set<string>();
  let mostAtOnce = 0;

  const connection = async (name: string) => {
    const nats = await connectNats(fx.env.NATS_URL, name);
    connections.push(nats);
    return nats;
  };

  const replica = async (name: string, nats?: Nats) => {
    const own = nats ?? (await connection(name));
    const leadership = await lead({
      nats: own,
      namespace: fx.namespace,
      role: 'kit-poller',
      log: { ...silentLog, info() {} },
      ttlMs: TTL_MS,
      onElected: () => {
        working.add(name);
        mostAtOnce = Math.max(mostAtOnce, working.size);
      },
      onDeposed: () => {
        working.delete(name);
      },
    });
    return { leadership, nats: own };
  };

  beforeAll(async () => {
    fx = await kitFixture();
  });
  afterAll(async () => {
    for (const nats of connections) if (!nats.nc.isClosed()) await nats.nc.close();
    await fx.close();
  });

  it('elects one of several replicas, hands over on a clean stop, and after a crash within the lease', async () => {
    const a = await replica('a');
    const b = await replica('b');
    const c = await replica('c');
    const all = [a, b, c];
    const leaders = () => all.filter((r) => r.leadership.leading);
    expect(leaders()).toHaveLength(1);
    expect(working.size).toBe(1);

    // A clean stop gives the lease back: another replica takes it at its next round.
    const first = leaders()[0] as (typeof all)[number];
    await first.leadership.stop();
    await waitFor(() => leaders().length === 1 && working.size === 1, TTL_MS * 2);
    const second = leaders()[0] as (typeof all)[number];
    expect(second).not.toBe(first);

    // A crash (its connection gone) leaves the key to expire; the survivor takes over after it.
    const lostAt = Date.now();
    await second.nats.nc.close();
    await waitFor(() => !second.leadership.leading, TTL_MS);
    const survivor = all.find((r) => r !== first && r !== second) as (typeof all)[number];
    await waitFor(() => survivor.leadership.leading, TTL_MS * 3);
    expect(Date.now() - lostAt).toBeGreaterThanOrEqual(TTL_MS / 3);
    expect(mostAtOnce).toBe(1);
    await survivor.leadership.stop();
    await second.leadership.stop();
    expect(working.size).toBe(0);
  });

  it('never gives back a lease another replica holds', async () => {
    const holder: { leadership?: Leadership } = {};
    holder.leadership = (await replica('d')).leadership;
    const other = await replica('e');
    expect(holder.leadership.leading).toBe(true);
    expect(other.leadership.leading).toBe(false);
    await other.leadership.stop();
    // The non-leader's stop deleted nothing: the holder keeps renewing.
    await new Promise((resolve) => setTimeout(resolve, TTL_MS));
    expect(holder.leadership.leading).toBe(true);
    await holder.leadership.stop();
  });

  it('gives back only its own lease: one taken over meanwhile stays with its new holder', async () => {
    const { leadership, nats } = await replica('f');
    expect(leadership.leading).toBe(true);
    // As if the lease had expired while this replica stalled, and another took it.
    const leases = await openLeases(nats, fx.namespace, TTL_MS);
    await leases.put('kit-poller', 'successor');

    await leadership.stop();

    expect((await leases.get('kit-poller'))?.string()).toBe('successor');
    await leases.delete('kit-poller');
  });

  it('keeps the lease through a start longer than its life, and stops the work only once it started', async () => {
    const nats = await connection('slow');
    const events: string[] = [];
    let started: () => void = () => {};
    const slowLeader = lead({
      nats,
      namespace: fx.namespace,
      role: 'kit-slow',
      log: { ...silentLog, info() {} },
      ttlMs: TTL_MS,
      onElected: async () => {
        await new Promise<void>((resolve) => (started = resolve));
        events.push('started');
      },
      onDeposed: () => {
        events.push('stopped');
      },
    });
    const other = await lead({
      nats: await connection('other'),
      namespace: fx.namespace,
      role: 'kit-slow',
      log: silentLog,
      ttlMs: TTL_MS,
      onElected: () => {
        events.push('other elected');
      },
      onDeposed: () => {},
    });
    // Twice the lease's life into the start: renewed meanwhile, so the other replica never took it.
    await new Promise((resolve) => setTimeout(resolve, TTL_MS * 2));
    started();
    const leadership = await slowLeader;
    expect(leadership.leading).toBe(true);
    expect(other.leading).toBe(false);
    await leadership.stop();
    expect(events).toEqual(['started', 'stopped']);
    await other.stop();
  });

  it('gives the lease back when the start fails, stopping what began, and tries again', async () => {
    let attempts = 0;
    let stops = 0;
    const leadership = await lead({
      nats: await connection('failing'),
      namespace: fx.namespace,
      role: 'kit-failing',
      log: { ...silentLog, info() {} },
      ttlMs: TTL_MS,
      onElected: () => {
        attempts++;
        if (attempts === 1) throw new Error('provider away');
      },
      onDeposed: () => {
        stops++;
      },
    });
    await waitFor(() => attempts === 2 && leadership.leading, TTL_MS * 3);
    expect(stops).toBe(1);
    await leadership.stop();
    expect(stops).toBe(2);
  });
});

describe('a leader restarted under its name', () => {
  /** Long enough that waiting the lease out and taking it over at once are seconds apart. */
  const LONG_TTL_MS = 10_000;
  let fx: Awaited<ReturnType<typeof kitFixture>>;
  const connections: Nats[] = [];

  const replica = async (replicaName: string) => {
    const nats = await connectNats(fx.env.NATS_URL, replicaName);
    connections.push(nats);
    let working = false;
    const leadership = await lead({
      nats,
      namespace: fx.namespace,
      role: 'kit-restarted-poller',
      log: { ...silentLog, info() {} },
      ttlMs: LONG_TTL_MS,
      replicaName,
      onElected: () => {
        working = true;
      },
      onDeposed: () => {
        working = false;
      },
    });
    return { leadership, nats, working: () => working };
  };

  beforeAll(async () => {
    fx = await kitFixture();
  });
  afterAll(async () => {
    for (const nats of connections) if (!nats.nc.isClosed()) await nats.nc.close();
    await fx.close();
  });

  it('takes the lease its dead predecessor held in its first round; a stranger waits it out', async () => {
    const dead = await replica('poller-0');
    expect(dead.leadership.leading).toBe(true);
    await dead.nats.nc.close();

    const stranger = await replica('poller-1');
    expect(stranger.leadership.leading).toBe(false);

    const startedAt = Date.now();
    const successor = await replica('poller-0');
    expect(successor.leadership.leading).toBe(true);
    expect(successor.working()).toBe(true);
    expect(Date.now() - startedAt).toBeLessThan(LONG_TTL_MS / 2);
    // The stranger's later rounds find the lease held, now by a live replica.
    await new Promise((resolve) => setTimeout(resolve, LONG_TTL_MS / 3 + 500));
    expect(stranger.leadership.leading).toBe(false);
    expect(stranger.working()).toBe(false);
    await stranger.leadership.stop();
    await successor.leadership.stop();
  });
});
