import { ACCOUNT_FACTS_BUCKET } from '@prop/contracts/account-facts';
import { equityBatch } from '@prop/contracts/events/accounts';
import { openKv } from '@prop/service-kit/kv';
import { ensureStream } from '@prop/service-kit/nats';
import type { ServiceDeps } from '@prop/service-kit/service-deps';
import { startUserCopy } from '@prop/service-kit/user-directory/start-user-copy';
import type { AccountsConfig } from './config.ts';
import type { AccountsContext } from './context.ts';
import { listLinkedMt5Ids, listOpenAccounts, listOpenLinks } from './db/trading-accounts.ts';
import { storedTradingState } from './db/trading-data.ts';
import type { AccountsDb } from './db/types.ts';
import { linksFromRows } from './domain/account-link.ts';
import { startSnapshotResponder } from './events/snapshot-responder.ts';
import { accountsUserData } from './rpc/user-data.ts';
import { answerUserData } from '@prop/service-kit/user-data';
import { startConsumers } from './events/start-consumers.ts';
import { FactsMirror } from './links/facts-mirror.ts';
import { followLinkEvents } from './links/follow-link-events.ts';
import { USER_COPY_DURABLE } from './links/known-user.ts';
import { EquityPublisher } from './snapshots/equity-publisher.ts';
import { EquityHistory } from './snapshots/equity-history.ts';
import { FiguresKeeper } from './snapshots/figures-keeper.ts';
import { watchSnapshotAge } from './snapshots/snapshot-metrics.ts';
import { TradingIngestion } from './trading/trading-ingestion.ts';
import { startAccountsJobs } from './jobs/start-accounts-jobs.ts';

/**
 * Everything the service does besides answering requests: load the links, bring simulated
 * accounts back, publish MT5 updates, mirror the links to the account-facts bucket the gateway
 * reads, follow its own link events, consume others' events (copying identity's users among them),
 * and keep the links and figures in step with the database. Returns the function that stops it all.
 */
export async function startBackground(
  deps: ServiceDeps<AccountsDb>,
  ctx: AccountsContext,
  config: AccountsConfig,
): Promise<() => Promise<void>> {
  const { db, log } = deps;
  const open = await listOpenAccounts(db);
  await ctx.links.reload(async () => linksFromRows(open));
  const traded = await storedTradingState(
    db,
    open.map((row) => row.mt5_account_id),
  );
  ctx.provider.control?.restore(
    open.map((row) => {
      const ledger = traded.get(row.mt5_account_id);
      return {
        id: row.mt5_account_id,
        name: row.mt5_name,
        login: row.mt5_login,
        server: row.mt5_server,
        balance: Number(ledger?.balance ?? row.last_balance ?? row.funding_balance),
        equity: Number(row.last_equity ?? row.last_balance ?? row.funding_balance),
        trading: ledger ? { positions: ledger.positions } : null,
      };
    }),
    await listLinkedMt5Ids(db),
  );

  const mirror = new FactsMirror({
    kv: await openKv(deps.nats.nc, config.NAMESPACE, ACCOUNT_FACTS_BUCKET, deps.nats.streamReplicas, log),
    provider: ctx.provider,
    log,
  });
  ctx.links.onChange((userId, link) => mirror.changed(userId, link));
  // Its stream first: the ticks are published without an acknowledgement, so none would say that
  // no stream stored them.
  await ensureStream(deps.nats, config.NAMESPACE, equityBatch.service);
  const publisher = new EquityPublisher({
    nc: deps.nats.nc,
    namespace: config.NAMESPACE,
    partitions: config.ACCOUNT_PARTITIONS,
    clock: deps.clock,
    log,
  });
  const equityHistory = new EquityHistory(ctx);
  // Every MT5 update: its link looked up once for both (a map of 50,000 links, 50,000 times a second).
  ctx.provider.onUpdate((snapshot) => {
    const link = ctx.links.forMt5(snapshot.id);
    publisher.publish(snapshot, link);
    equityHistory.sample(snapshot, link);
  });
  const ingestion = new TradingIngestion(ctx, {
    pollMs: config.TRADING_POLL_MS,
    historyDays: config.TRADING_HISTORY_DAYS,
    concurrency: config.TRADING_CONCURRENCY,
    pastEquity: (mt5AccountId, samples) => equityHistory.samplePast(mt5AccountId, samples),
    clock: deps.clock,
    log,
  });
  const stopFollowing = followLinkEvents(deps.nats.nc, config.NAMESPACE, ctx.links);
  const stopConsumers = await startConsumers(ctx);
  const stopUserCopy = await startUserCopy(deps, { durable: USER_COPY_DURABLE });
  const stopResponder = startSnapshotResponder(deps.nats.nc, config.NAMESPACE, ctx, log);
  const stopUserData = answerUserData(
    deps.nats.nc,
    config.NAMESPACE,
    'accounts',
    (userId) => accountsUserData(db, userId),
    log,
  );
  await ctx.provider.start();
  // After the provider started, so each entry carries its MT5 account's name, login and server.
  const syncFacts = () =>
    mirror.sync(ctx.links).catch((error: unknown) => log.error({ err: error }, 'syncing account facts failed'));
  await syncFacts();
  ingestion.start();
  const jobs = await startAccountsJobs(deps, config);
  const stopSnapshotAge = watchSnapshotAge(ctx, deps.clock);

  const reloadLinks = () =>
    ctx.links
      .reload(async () => linksFromRows(await listOpenLinks(db)))
      .then(syncFacts)
      .catch((error: unknown) => log.error({ err: error }, 'reloading links failed'));
  const figures = new FiguresKeeper(ctx);
  // Both spread over half their interval, so PostgreSQL and this process never take a burst for
  // them; at stop, at once.
  const keepFigures = (spreadMs = 0) =>
    figures.keep(spreadMs).catch((error: unknown) => log.error({ err: error }, 'keeping MT5 figures failed'));
  const flushEquity = (write: () => Promise<void>) =>
    write().catch((error: unknown) => log.error({ err: error }, 'writing equity history failed'));
  const timers = [
    setInterval(reloadLinks, config.LINKS_RELOAD_MS),
    setInterval(() => keepFigures(config.SNAPSHOT_PERSIST_MS / 2), config.SNAPSHOT_PERSIST_MS),
    setInterval(
      () => flushEquity(() => equityHistory.flush(config.EQUITY_HISTORY_FLUSH_MS / 2)),
      config.EQUITY_HISTORY_FLUSH_MS,
    ),
  ];

  return async () => {
    for (const timer of timers) clearInterval(timer);
    stopSnapshotAge();
    await jobs.close();
    await ingestion.stop();
    await ctx.provider.stop();
    stopFollowing();
    stopResponder();
    stopUserData();
    await stopConsumers();
    await stopUserCopy();
    await keepFigures();
    await flushEquity(() => equityHistory.flush());
    await mirror.close();
  };
}
