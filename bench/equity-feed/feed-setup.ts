import { sql } from 'kysely';
import { NOT_FROZEN } from '@prop/contracts/account';
import { equityBatch } from '@prop/contracts/events/accounts';
import type { Clock } from '@prop/service-kit/clock';
import { ensureStream } from '@prop/service-kit/nats';
import { createServiceDeps } from '@prop/service-kit/service-deps';
import { createTestNamespace } from '@prop/service-kit/testing/namespace';
import { loadAccountsConfig, MIGRATIONS_FOLDER } from '../../services/accounts/src/config.ts';
import type { AccountsDb } from '../../services/accounts/src/db/types.ts';
import { LinkRegistry } from '../../services/accounts/src/links/link-registry.ts';
import { SimulatorProvider } from '../../services/accounts/src/mt5/simulator/simulator-provider.ts';
import { EquityPublisher } from '../../services/accounts/src/snapshots/equity-publisher.ts';

/**
 * The service's equity publisher on `clock`, after the TICKS stream it publishes to (whose name it
 * returns, so its size can be read), as the service ensures it before the first update.
 */
export async function feedPublisher(feed: Awaited<ReturnType<typeof linkedFeed>>, clock: Clock) {
  const { config, deps } = feed;
  const ticksStream = await ensureStream(deps.nats, config.NAMESPACE, equityBatch.service);
  const publisher = new EquityPublisher({
    nc: deps.nats.nc,
    namespace: config.NAMESPACE,
    partitions: config.ACCOUNT_PARTITIONS,
    clock,
    log: deps.log,
  });
  return { publisher, ticksStream };
}

/**
 * Accounts' own dependencies in a namespace and database of their own, the service's simulator with
 * `accounts` MT5 accounts on `clock`, and every one of them linked: in memory, and as an open
 * account's row for the figures' and the history's writes to land on. `close` removes it all.
 */
export async function linkedFeed(accounts: number, clock: Clock) {
  const ns = createTestNamespace('accounts', { LOG_LEVEL: 'warn' });
  const config = loadAccountsConfig(ns.env);
  const deps = await createServiceDeps<AccountsDb>('accounts', config, MIGRATIONS_FOLDER);
  const simulator = new SimulatorProvider({ accounts, seed: 1, clock });
  const links = new LinkRegistry();
  for (const [index, { id: mt5AccountId }] of simulator.list().entries()) {
    links.put({
      accountId: `00000000-0000-4000-8000-${index.toString().padStart(12, '0')}`,
      userId: `00000000-0000-4000-9000-${index.toString().padStart(12, '0')}`,
      mt5AccountId,
      fundingBalance: '25000',
      status: 'active',
      accountType: 'Two-Step Challenge',
      historyFrom: null,
      ...NOT_FROZEN,
    });
  }
  const linked = [...links.all()];
  await sql`
    insert into trading_accounts (id, user_id, mt5_account_id, funding_balance, account_type)
    select id, user_id, mt5_account_id, 25000, 'Two-Step Challenge'
    from unnest(
      ${linked.map((link) => link.accountId)}::uuid[],
      ${linked.map((link) => link.userId)}::uuid[],
      ${linked.map((link) => link.mt5AccountId)}::text[]
    ) as rows (id, user_id, mt5_account_id)`.execute(deps.db);
  const close = async () => {
    await deps.close();
    await ns.cleanup();
  };
  return { config, deps, simulator, links, close };
}
