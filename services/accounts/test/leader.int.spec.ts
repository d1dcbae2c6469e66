import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchUpdatesOf, equityBatch, equityUpdated } from '@prop/contracts/events/equity-batch';
import { subjectFilterOf } from '@prop/contracts/events/envelope';
import { openLeases } from '@prop/service-kit/leadership';
import { connectNats, subjectFor } from '@prop/service-kit/nats';
import { type AccountsHarness, startAccounts, waitFor } from './helper.ts';

/** A short lease, so the takeover is seen within the test's patience. */
const LEASE_TTL_MS = 1500;
const env = { LEASE_TTL_MS: String(LEASE_TTL_MS), SIM_SEED: '4242' };

type EquityData = ReturnType<typeof equityUpdated.data.parse>;

describe('two accounts replicas: the MT5 work on the leader, the routes forwarded to it', () => {
  let leader: AccountsHarness;
  let follower: AccountsHarness;
  const updates: EquityData[] = [];
  let stopListening: () => void;
  const userId = randomUUID();
  let mt5Id: string;

  beforeAll(async () => {
    // Started first and alone, this one takes the lease; the second finds it held.
    leader = await startAccounts(env);
    follower = await startAccounts(env, leader.ns);
    const subscription = follower.deps.nats.nc.subscribe(
      subjectFor(follower.ns.namespace, subjectFilterOf(equityBatch)),
      {
        callback: (_error, message) => {
          const envelope = message.json<{ type: string; data: unknown }>();
          if (envelope.type !== equityBatch.type) return;
          const batch = equityBatch.data.parse(envelope.data);
          updates.push(...batchUpdatesOf(batch).map((update) => equityUpdated.data.parse(update)));
        },
      },
    );
    stopListening = () => subscription.unsubscribe();
  });
  afterAll(async () => {
    stopListening();
    await follower.stop();
    await leader.close();
  });

  it('has exactly one of them leading', () => {
    expect(leader.app.mt5Leadership.serving).toBe(true);
    expect(follower.app.mt5Leadership.serving).toBe(false);
  });

  it("given a link made through the follower, when the admin sets the equity there, then the leader's simulator has it and both answer the same", async () => {
    // given: the follower's list and link are the leader's
    const mt5 = await follower.freeMt5Account();
    mt5Id = mt5.id;
    const linked = await follower.link(userId, mt5.id, '10000');
    expect(linked.statusCode).toBe(200);

    // when: a client's guess at the forwarding mark does not make the follower answer itself
    const set = await follower.post(
      `/api/admin/mt5-accounts/${mt5.id}/equity`,
      { ...follower.admin, 'x-leader-forwarded': 'a guess' },
      { equity: 9400 },
    );

    // then
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ id: mt5.id, accountInfo: { equity: 9400 }, linkedUserId: userId });
    const seenByLeader = (await leader.get('/api/account', leader.trader(userId))).json();
    const seenByFollower = (await follower.get('/api/account', follower.trader(userId))).json();
    const stable = { mt5AccountId: mt5.id, fundingBalance: '10000', status: seenByLeader.status };
    expect(seenByLeader).toMatchObject(stable);
    expect(seenByFollower).toMatchObject({ ...stable, id: seenByLeader.id });
    // The simulator moves the equity a little each second: both near the figure set.
    for (const account of [seenByLeader, seenByFollower]) expect(Math.abs(account.equity - 9400)).toBeLessThan(200);
  });

  it("authenticates the forwarded request on the leader with the caller's headers", async () => {
    const anonymous = await follower.get('/api/admin/mt5-accounts', {});
    const trader = await follower.get('/api/admin/mt5-accounts', follower.trader(userId));
    expect(anonymous.statusCode).toBe(401);
    expect(trader.statusCode).toBe(403);
    // Health stays the replica's own.
    expect((await follower.get('/healthz', {})).statusCode).toBe(200);
  });

  it("publishes an account's equity update once per tick, not once per replica", async () => {
    const from = updates.length;
    const mine = await waitFor(async () => {
      const seen = updates.slice(from).filter((update) => update.mt5AccountId === mt5Id);
      return seen.length >= 4 && seen;
    });
    // One simulator ticks each account once a second; a second one would interleave its own.
    const times = mine.map((update) => Date.parse(update.at));
    const gaps = times.slice(1).map((time, index) => time - (times[index] as number));
    expect(Math.min(...gaps)).toBeGreaterThan(500);
  });

  it('given the leader stopped, then the follower takes over within the lease and serves the account restored', async () => {
    // given: the leader's last figures, written to the database as it stops
    const last = (await leader.get('/api/account', leader.trader(userId))).json();
    const stoppedAt = Date.now();
    await leader.stop();

    // then
    await waitFor(async () => follower.app.mt5Leadership.serving, LEASE_TTL_MS * 2);
    expect(Date.now() - stoppedAt).toBeLessThan(LEASE_TTL_MS * 2);
    const account = (await follower.get('/api/account', follower.trader(userId))).json();
    expect(account).toMatchObject({ id: last.id, mt5AccountId: mt5Id, fundingBalance: '10000' });
    expect(Math.abs(account.equity - last.equity)).toBeLessThan(200);
    const listed = (await follower.get('/api/admin/mt5-accounts', follower.admin)).json() as {
      id: string;
      linkedUserId: string | null;
    }[];
    expect(listed.find((entry) => entry.id === mt5Id)?.linkedUserId).toBe(userId);
  });
});

describe('a follower with no leader answering', () => {
  /** Long enough that the lease held below outlives the test. */
  const held = { LEASE_TTL_MS: '60000', SIM_SEED: '4242' };
  let follower: AccountsHarness;
  const userId = randomUUID();

  beforeAll(async () => {
    // given: a trader linked while a replica led, then that replica gone and the lease held by one that never answers
    const first = await startAccounts(held);
    const mt5 = await first.freeMt5Account();
    expect((await first.link(userId, mt5.id, '10000')).statusCode).toBe(200);
    await first.stop();
    const nats = await connectNats(first.config.NATS_URL, 'lease-holder');
    try {
      const leases = await openLeases(nats, first.ns.namespace, Number(held.LEASE_TTL_MS));
      await leases.create('accounts-mt5', 'a-replica-that-never-answers');
    } finally {
      await nats.nc.close();
    }
    follower = await startAccounts(held, first.ns);
  });
  afterAll(async () => {
    await follower?.close();
  });

  it("answers the journal's database reads itself, and 503 for what only the leader holds", async () => {
    expect(follower.app.mt5Leadership.serving).toBe(false);
    const trader = follower.trader(userId);
    for (const url of [
      '/api/account/trades',
      '/api/account/statistics',
      '/api/account/equity-history?range=all',
      `/api/admin/user/${userId}/equity-history?range=1d`,
    ]) {
      const headers = url.startsWith('/api/admin') ? follower.admin : trader;
      expect((await follower.get(url, headers)).statusCode, url).toBe(200);
    }
    expect((await follower.get('/api/account/trades.csv', trader)).headers['content-type']).toMatch(/^text\/csv/);
    // The scope is the database's: a trader with no open account hears the spec's 404, not a 503.
    expect(
      (await follower.get('/api/account/equity-history?range=all', follower.trader(randomUUID()))).json(),
    ).toMatchObject({
      message: 'No trading account linked yet',
    });
    for (const url of ['/api/account', '/api/account/positions']) {
      expect((await follower.get(url, trader)).statusCode, url).toBe(503);
    }
  });
});
