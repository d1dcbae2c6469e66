import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { equityBatch } from '../../packages/contracts/src/events/accounts.ts';
import { connectNats, type Nats } from '../../packages/service-kit/src/nats.ts';
import { eventually } from '../../packages/service-kit/src/testing/eventually.ts';
import { TEST_DATABASE_URL } from '../../packages/service-kit/src/testing/namespace.ts';
import { flushOutbox } from '../../packages/service-kit/src/testing/flush-outbox.ts';
import { type AccountsHarness, startAccounts } from '../../services/accounts/test/helper.ts';
import { startBilling, type TestBilling } from '../../services/billing/test/helper.ts';
import { startIdentity } from '../../services/identity/test/helper.ts';
import { type PayoutsHarness, startPayouts, withdrawalOf } from '../../services/payouts/test/helper.ts';
import { type Server, startNats, startRedis } from '../faults/lib/infra.ts';

// A live platform (identity, accounts, billing and payouts in one namespace) is backed up by the
// script, restored into a new database, a new NATS and a new Redis, and started there again: the
// same people, accounts, purchases and withdrawals answer, and no consumer starts over.

const root = path.resolve(import.meta.dirname, '../..');
const restoreDatabase = `prop_restore_${randomBytes(5).toString('hex')}`;
const restoreUrl = `postgres://postgres@127.0.0.1:5432/${restoreDatabase}`;
const folder = mkdtempSync(path.join(tmpdir(), 'prop-backup-'));

const script = (name: string, args: string[], env: Record<string, string>) =>
  promisify(execFile)(process.execPath, [`scripts/${name}.mjs`, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
  });

async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

type Harness = { close(): Promise<void> };
const started: Harness[] = [];
async function track<T extends Harness>(harness: Promise<T>): Promise<T> {
  const value = await harness;
  started.push(value);
  return value;
}

interface Platform {
  identity: Awaited<ReturnType<typeof startIdentity>>;
  accounts: AccountsHarness;
  billing: TestBilling;
  payouts: PayoutsHarness;
}
interface Trader {
  id: string;
  email: string;
  password: string;
}

/**
 * What the services' own routes answer about the trader and to an admin. The trader signs in
 * with their password each time: after a restore, Redis (sessions) starts empty.
 */
async function readViews({ identity, accounts, billing, payouts }: Platform, trader: Trader) {
  const get = async (app: PayoutsHarness['app'], url: string, headers: Record<string, string>) => {
    const response = await app.inject({ method: 'GET', url, headers });
    return { status: response.statusCode, body: response.json() };
  };
  const login = await identity.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: trader.email, password: trader.password },
  });
  const admin = (service: { callerHeaders: (role: 'admin') => Record<string, string> }) =>
    service.callerHeaders('admin');
  return {
    users: await get(identity.app, '/api/admin/users', await identity.adminHeaders()),
    me: await get(identity.app, '/api/user', identity.callerFor(login)),
    account: await get(accounts.app, `/api/admin/user/account/${trader.id}`, accounts.admin),
    purchases: await get(billing.app, '/api/admin/purchases', admin(billing)),
    history: await get(billing.app, '/api/purchase/history', billing.callerHeaders('trader', trader.id)),
    withdrawals: await get(payouts.app, '/api/admin/withdrawal-requests', admin(payouts)),
    requests: await get(payouts.app, '/api/withdrawal/requests', payouts.callerHeaders('trader', trader.id)),
  };
}
type Views = Awaited<ReturnType<typeof readViews>>;

describe('a backup restored into an empty environment', () => {
  let platform: Platform;
  let namespace: string;
  let schemas: string[];
  let before: Views;
  const trader: Trader = { id: '', email: '', password: '' };
  let nats: Server;
  let redis: Server;
  let restoredNats: Nats;

  beforeAll(async () => {
    const payouts = await track(startPayouts({ mt5Accounts: 1, withIdentity: false }));
    namespace = payouts.config.NAMESPACE;
    const accounts = payouts.accounts;
    if (!accounts) throw new Error('payouts started without accounts');
    const identity = await track(startIdentity({ NAMESPACE: namespace }));
    const billing = await track(startBilling({ NAMESPACE: namespace }));
    schemas = [identity, accounts, billing, payouts].map((service) => service.config.DB_SCHEMA);

    const { registration, user } = await identity.registerAndLogin();
    Object.assign(trader, { id: user.id, email: registration.email, password: registration.password });
    // Verified as the link in the e-mail would: payouts pays only verified addresses.
    await identity.deps.db
      .updateTable('users')
      .set({ email_verified_at: new Date() })
      .where('id', '=', user.id)
      .execute();
    const admin = billing.callerHeaders('admin', randomUUID());
    const purchase = await billing.buy(billing.callerHeaders('trader', user.id));
    expect((await billing.decide(purchase.id, admin, { status: 'approved' })).statusCode).toBe(200);
    await eventually(() =>
      accounts.deps.db
        .selectFrom('provisions')
        .select('status')
        .where('purchase_id', '=', purchase.id)
        .executeTakeFirstOrThrow(),
    );
    await eventually(async () => {
      const linked = await accounts.post('/api/admin/link-mt5', accounts.admin, {
        userId: user.id,
        mt5AccountId: 'meta-1',
        fundingBalance: '25000',
      });
      if (linked.statusCode !== 200) throw new Error(`not linked yet: ${linked.body}`);
    });
    await payouts.setEquity({ userId: user.id, mt5Id: 'meta-1' }, 25523.17);
    const requested = await payouts.submit(payouts.callerHeaders('trader', user.id), withdrawalOf(523.17));
    expect(requested.statusCode, requested.body).toBe(201);
    // Every event is on its stream before the backup (a live backup is fine too; this makes the counts exact).
    await flushOutbox(identity.deps, { untilEmpty: true });
    await flushOutbox(accounts.deps, { untilEmpty: true });
    await flushOutbox(billing.deps, { untilEmpty: true });
    await flushOutbox(payouts.deps, { untilEmpty: true });

    platform = { identity, accounts, billing, payouts };
    before = await readViews(platform, trader);
  }, 90_000);

  afterAll(async () => {
    for (const harness of started.reverse()) await harness.close().catch(() => undefined);
    await restoredNats?.nc.close();
    await nats?.close();
    await redis?.close();
    await onServer((client) => client.query(`drop database if exists ${restoreDatabase} with (force)`));
    rmSync(folder, { recursive: true, force: true });
  }, 60_000);

  it('brings back the same users, accounts, purchases and withdrawals, and no consumer starts over', async () => {
    expect(before).toMatchObject({
      users: { status: 200 },
      me: { status: 200 },
      account: { status: 200, body: { fundingBalance: '25000' } },
      purchases: { status: 200, body: { processed: [{ userId: trader.id, status: 'approved' }] } },
      requests: { status: 200, body: [{ amount: 523.17, status: 'pending' }] },
    });
    expect(JSON.stringify(before.users.body)).toContain(trader.email);
    const source = await connectNats('nats://127.0.0.1:4222', 'backup-test');
    const sourceCounts = await streamCounts(source, namespace);
    await source.nc.close();

    const backup = await script('backup', ['--out', folder, ...schemas.flatMap((schema) => ['--schema', schema])], {
      DATABASE_URL: TEST_DATABASE_URL,
      NATS_URL: 'nats://127.0.0.1:4222',
      NAMESPACE: namespace,
    });
    expect(backup.stdout).toContain(`backup written to ${folder}`);
    const manifest = JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8'));
    expect(Object.keys(manifest.schemas).sort()).toEqual([...schemas].sort());
    const backedUp = Object.fromEntries(
      manifest.streams.map((stream: { name: string; messages: number }) => [stream.name, stream.messages]),
    );
    // Equity ticks are left out; every other message is in (the services may have published more since).
    for (const [stream, messages] of Object.entries(sourceCounts))
      expect(backedUp[stream], stream).toBeGreaterThanOrEqual(messages);

    [nats, redis] = await Promise.all([startNats(), startRedis()]);
    const target = { DATABASE_URL: restoreUrl, NATS_URL: nats.url, NAMESPACE: namespace };
    const restored = await script('restore', ['--from', folder], target);
    expect(restored.stdout).toContain('every count matches the manifest');
    await expect(script('restore', ['--from', folder], target)).rejects.toThrow(/the target is not empty/);

    restoredNats = await connectNats(nats.url, 'backup-test');
    expect(await streamCounts(restoredNats, namespace, { withEquity: true })).toEqual(backedUp);
    // The approval was handled before the backup: the restored consumer does not deliver it again.
    const approvals = await restoredNats.jsm.consumers.info(
      `${namespace}_BILLING`.toUpperCase(),
      'accounts-purchase-approved',
    );
    expect(approvals.ack_floor.stream_seq).toBeGreaterThan(0);
    expect(approvals.num_pending + approvals.num_ack_pending).toBe(0);

    // The services again, on the restored data, with a Redis of their own that starts empty.
    const env = { ...target, REDIS_URL: redis.url };
    const sameSchema = (service: { config: { DB_SCHEMA: string } }) => ({
      ...env,
      DB_SCHEMA: service.config.DB_SCHEMA,
    });
    const { METAAPI_PROVISIONING_URL = '', METAAPI_CLIENT_URL = '' } = platform.accounts.config;
    const again: Platform = {
      identity: await track(startIdentity(sameSchema(platform.identity))),
      accounts: await track(
        startAccounts({
          ...sameSchema(platform.accounts),
          // the same MT5 accounts, on the same fake MetaApi
          METAAPI_TOKEN: 'token',
          METAAPI_PROVISIONING_URL,
          METAAPI_CLIENT_URL,
          METAAPI_POLL_MS: '150',
        }),
      ),
      billing: await track(startBilling(sameSchema(platform.billing))),
      payouts: await track(
        startPayouts({ withAccounts: false, withIdentity: false, env: sameSchema(platform.payouts) }),
      ),
    };
    await eventually(async () => expect(await readViews(again, trader)).toEqual(before), 20_000);
  }, 60_000);
});

/** Messages per stream of the namespace, without the equity ticks the backup leaves out unless told. */
async function streamCounts(nats: Nats, namespace: string, { withEquity = false } = {}) {
  const counts: Record<string, number> = {};
  for await (const info of nats.jsm.streams.list()) {
    const name = info.config.name;
    if (!name.startsWith(`${namespace.toUpperCase()}_`)) continue;
    const { state } = await nats.jsm.streams.info(name, { subjects_filter: '>' });
    const ticks = Object.entries(state.subjects ?? {}).filter(([subject]) =>
      subject.startsWith(`${namespace}.${equityBatch.subject}.`),
    );
    const equity = withEquity ? 0 : ticks.reduce((sum, [, count]) => sum + count, 0);
    counts[name] = state.messages - equity;
  }
  return counts;
}
