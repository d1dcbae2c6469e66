import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { accountLinked, dealRecorded, positionsChanged } from '@prop/contracts/events/accounts';
import {
  EQUITY_BATCH_MAX,
  equityBatch,
  equityColumnsOf,
  type equityUpdated,
} from '@prop/contracts/events/equity-batch';
import { phaseStarted } from '@prop/contracts/events/programs';
import type { RulePack } from '@prop/contracts/rule-pack';
import type { Deal, Position } from '@prop/contracts/trading';
import { moneyTextOfFigure } from '@prop/contracts/money';
import { type EventDefinition, partitionSubject } from '@prop/contracts/events/envelope';
import { partitionOf } from '@prop/contracts/partitions';
import { consumerCaughtUp } from '@prop/service-kit/consumer-caught-up';
import { ensureStream, subjectFor } from '@prop/service-kit/nats';
import { createEnvelope } from '@prop/service-kit/outbox';
import { createServiceDeps, type ServiceDeps } from '@prop/service-kit/service-deps';
import { callerHeadersFor } from '@prop/service-kit/testing/caller-headers';
import { eventCount as countEvents } from '@prop/service-kit/testing/event-count';
import { eventually as retry } from '@prop/service-kit/testing/eventually';
import { flushOutbox } from '@prop/service-kit/testing/flush-outbox';
import { createTestNamespace } from '@prop/service-kit/testing/namespace';
import { publishEvent as publish } from '@prop/service-kit/testing/publish-event';
import { buildApp } from '../src/app.ts';
import { dealRulesDurable } from '../src/events/deal-recorded.ts';
import { loadRiskConfig, MIGRATIONS_FOLDER } from '../src/config.ts';
import type { RiskDb } from '../src/db/types.ts';

export interface TestAccount {
  userId: string;
  accountId: string;
  mt5AccountId: string;
}

type EquityData = z.input<typeof equityUpdated.data>;

/** How often `eventually` (and the outbox wait of `eventCount`) checks again. */
const RETRY_INTERVAL_MS = 25;

type PublishEvent = <TData extends z.ZodType>(
  definition: EventDefinition<string, TData>,
  data: z.input<TData>,
  occurredAt?: Date,
) => ReturnType<typeof publish<string, TData>>;

/** What an earlier release left on the streams before the app starts: consumers, events. */
export type BeforeStart = (earlier: {
  deps: ServiceDeps<RiskDb>;
  config: ReturnType<typeof loadRiskConfig>;
  publishEvent: PublishEvent;
  publishDeal: (account: TestAccount, deal?: Partial<Deal>) => ReturnType<PublishEvent>;
  publishUpdates: (account: TestAccount, updates: { at: Date; equity: number; balance?: number }[]) => Promise<void>;
}) => Promise<void>;

/**
 * Tests stamp their updates minutes before the real clock, which risk reads as now: with the firm's
 * midnight between the two, the updates' trading day is not risk's today (a run at 23:01 UTC,
 * just past midnight in Amsterdam, listed none of the accounts it had just put at risk). Unless a
 * test sets its own, the day resets half a day away from the run.
 */
function dayResetAwayFromNow(): Record<string, string> {
  const halfADayAway = new Date(Date.now() + 12 * 60 * 60 * 1000);
  return { FIRM_TIME_ZONE: 'UTC', RISK_DAILY_RESET_TIME: halfADayAway.toISOString().slice(11, 16) };
}

/**
 * The real risk app on the real PostgreSQL, Redis and NATS, in a namespace of its own. Accounts
 * and identity are played by publishing their events on this namespace's subjects, as they would.
 */
export async function startRisk(extraEnv: Record<string, string> = {}, beforeStart?: BeforeStart) {
  const ns = createTestNamespace('risk', { ...dayResetAwayFromNow(), ...extraEnv });
  const config = loadRiskConfig(ns.env);
  let deps: ServiceDeps<RiskDb> = await createServiceDeps<RiskDb>('risk', config, MIGRATIONS_FOLDER);
  let app: Awaited<ReturnType<typeof buildApp>>;

  /** What the gateway forwards for a verified session: the caller plus the internal token. */
  const callerHeaders = callerHeadersFor(config.INTERNAL_TOKEN);

  /** Publishes an event as its producer's outbox relay would: on its stream, id as Nats-Msg-Id. */
  const publishEvent: PublishEvent = (definition, data, occurredAt = new Date()) =>
    publish(deps.nats.js, config.NAMESPACE, definition, data, { occurredAt });

  /** Links a fresh account as accounts would (AccountLinked) and waits until risk watches it. */
  async function linkAccount(
    fundingBalance = '25000',
    account: Partial<TestAccount> = {},
    link: { program?: { id: string; version: number; phaseIndex: number }; leverage?: number } = {},
  ): Promise<TestAccount> {
    const linked: TestAccount = {
      userId: randomUUID(),
      accountId: randomUUID(),
      mt5AccountId: `sim-${randomUUID().slice(0, 8)}`,
      ...account,
    };
    await publishEvent(accountLinked, {
      ...linked,
      fundingBalance,
      accountType: 'Instant Funding',
      linkedBy: randomUUID(),
      purchaseId: null,
      ...link,
    });
    await eventually(async () => {
      const row = await deps.db
        .selectFrom('risk_accounts')
        .select('account_id')
        .where('account_id', '=', linked.accountId)
        .executeTakeFirst();
      if (!row) throw new Error('account not linked yet');
    });
    return linked;
  }

  /** Publishes MT5 updates as accounts does: core NATS publishes the TICKS stream stores, in batches. */
  async function publishUpdates(account: TestAccount, updates: { at: Date; equity: number; balance?: number }[]) {
    // As accounts does before its first: with no stream, a core publish is stored nowhere.
    await ensureStream(deps.nats, config.NAMESPACE, equityBatch.service);
    const partition = partitionOf(account.mt5AccountId, config.ACCOUNT_PARTITIONS);
    const subject = subjectFor(config.NAMESPACE, partitionSubject(equityBatch, partition));
    const data: EquityData[] = updates.map((update) => ({
      userId: account.userId,
      accountId: account.accountId,
      mt5AccountId: account.mt5AccountId,
      balance: moneyTextOfFigure(update.balance ?? update.equity),
      equity: moneyTextOfFigure(update.equity),
      floatingPnL: moneyTextOfFigure(update.equity - (update.balance ?? update.equity)),
      currency: 'USD',
      at: update.at.toISOString(),
    }));
    for (let start = 0; start < data.length; start += EQUITY_BATCH_MAX) {
      const batch = data.slice(start, start + EQUITY_BATCH_MAX);
      const newest = new Date(batch.at(-1)?.at ?? Date.now());
      deps.nats.nc.publish(
        subject,
        JSON.stringify(createEnvelope(equityBatch, { columns: equityColumnsOf(batch) }, newest)),
      );
    }
    await deps.nats.nc.flush();
  }

  /** Publishes a deal as accounts records it (DealRecorded): an entry of 1 lot of EURUSD by hand unless told. */
  function publishDeal(account: TestAccount, deal: Partial<Deal> = {}) {
    return publishEvent(dealRecorded, {
      userId: account.userId,
      accountId: account.accountId,
      mt5AccountId: account.mt5AccountId,
      deal: {
        id: randomUUID().slice(0, 8),
        type: 'DEAL_TYPE_BUY',
        entryType: 'DEAL_ENTRY_IN',
        positionId: randomUUID().slice(0, 8),
        symbol: 'EURUSD',
        volume: 1,
        price: 1.1,
        time: new Date().toISOString(),
        profit: '0.00',
        commission: '0.00',
        swap: '0.00',
        reason: 'DEAL_REASON_CLIENT',
        magic: 0,
        ...deal,
      },
    });
  }

  /** Publishes the account's whole set of open positions as accounts does (PositionsChanged), sent at `at`. */
  function publishPositions(account: TestAccount, positions: Partial<Position>[], at = new Date()) {
    const full = positions.map((position) => ({
      id: randomUUID().slice(0, 8),
      symbol: 'EURUSD',
      type: 'BUY' as const,
      volume: 1,
      openPrice: 1.1,
      currentPrice: 1.1,
      swap: '0.00',
      commission: '0.00',
      profit: '0.00',
      openTime: at.toISOString(),
      ...position,
    }));
    return publishEvent(positionsChanged, { ...account, positions: full }, at);
  }

  /** GET /api/account/objectives as the account's trader, the body. */
  async function objectivesOf(account: TestAccount) {
    const response = await app.inject({
      method: 'GET',
      url: '/api/account/objectives',
      headers: callerHeaders('trader', account.userId),
    });
    return response.json();
  }

  /** The account's stored violations. */
  const violationsOf = (account: TestAccount) =>
    deps.db.selectFrom('violations').selectAll().where('account_id', '=', account.accountId).execute();

  /** A freshly linked 10,000 account, locked to `rulePack` (risk shows it) before it resolves. */
  async function lockedAccount(rulePack: RulePack, startedAt = new Date()): Promise<TestAccount> {
    const account = await linkAccount('10000');
    await startPhase(account, rulePack, startedAt);
    await eventually(async () => {
      if ((await objectivesOf(account)).rulePack?.id !== rulePack.id) throw new Error('not locked yet');
    });
    return account;
  }

  /** Locks an account to a pack as programs would (PhaseStarted), by default in phase 1 (an evaluation) of a program 'test-program'. */
  function startPhase(
    account: TestAccount,
    rulePack: RulePack,
    startedAt = new Date(),
    phase: { index: number; name: string; kind: 'evaluation' | 'funded' } = {
      index: 0,
      name: 'Phase 1',
      kind: 'evaluation',
    },
    program: { id: string; name: string; version: number; profitSharePercent?: number } = {
      id: 'test-program',
      name: 'Test Program',
      version: 3,
    },
  ) {
    return publishEvent(phaseStarted, {
      enrolmentId: randomUUID(),
      userId: account.userId,
      accountId: account.accountId,
      mt5AccountId: account.mt5AccountId,
      program,
      phase,
      rulePack,
      startedAt: startedAt.toISOString(),
    });
  }

  /** The breach check as the account's trader calls it; `claim` is what the browser would send. */
  function check(account: TestAccount, claim: Record<string, unknown> = {}) {
    return app.inject({
      method: 'POST',
      url: '/api/drawdown-breach/check',
      headers: callerHeaders('trader', account.userId),
      payload: {
        userId: account.userId,
        accountId: account.accountId,
        mt5AccountId: account.mt5AccountId,
        breachPercentage: 0,
        initialDeposit: 25000,
        currentEquity: 25000,
        ...claim,
      },
    });
  }

  /** Waits until risk's latest update of the account shows this drawdown: every earlier update was judged. */
  async function judgedAt(account: TestAccount, drawdownPercent: number): Promise<void> {
    await eventually(async () => {
      const answer = (await check(account)).json();
      if (answer.drawdownPercent !== drawdownPercent) throw new Error(`drawdown ${answer.drawdownPercent}`);
    });
  }

  function breachRows(accountId: string) {
    return deps.db.selectFrom('breaches').selectAll().where('account_id', '=', accountId).execute();
  }

  /** How many events of one subject reached the risk stream, once the outbox is empty. */
  const eventCount = (subject: string) =>
    countEvents(deps, config.NAMESPACE, subject, { intervalMs: RETRY_INTERVAL_MS });

  /**
   * The data of every event of one subject on the risk stream, oldest first, once the outbox is
   * empty: a breach row is committed before its event is published.
   */
  async function eventsOf(subject: string): Promise<Record<string, unknown>[]> {
    await flushOutbox(deps, { untilEmpty: true, intervalMs: RETRY_INTERVAL_MS });
    const stream = `${config.NAMESPACE}_risk`.toUpperCase();
    const consumer = await deps.nats.js.consumers.get(stream, {
      filter_subjects: subjectFor(config.NAMESPACE, subject),
    });
    const pending = (await consumer.info()).num_pending;
    const found: Record<string, unknown>[] = [];
    if (pending === 0) return found;
    const messages = await consumer.fetch({ max_messages: pending, expires: 2000 });
    for await (const message of messages) {
      found.push((message.json() as { data: Record<string, unknown> }).data);
      if (found.length === pending) break;
    }
    return found;
  }

  /**
   * A lone replica's app, once it owns every partition: a start on a busy machine may return before
   * its first round has started them all (src/partitions/run-partitions.ts).
   */
  async function startAlone(): Promise<Awaited<ReturnType<typeof buildApp>>> {
    const started = await buildApp(deps, config);
    const deadline = Date.now() + 60_000;
    while (started.riskPartitions.owned().length < config.ACCOUNT_PARTITIONS) {
      if (Date.now() > deadline) throw new Error('risk did not own every partition within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return started;
  }

  /** Waits until risk has judged every deal published on the account's partition: its durable acknowledged them all. */
  async function dealsJudged(account: TestAccount): Promise<void> {
    const durable = dealRulesDurable(partitionOf(account.mt5AccountId, config.ACCOUNT_PARTITIONS));
    const options = { service: 'accounts', durable, timeoutMs: 10_000 };
    if (!(await consumerCaughtUp(deps.nats, config.NAMESPACE, options))) throw new Error(`${durable} is behind`);
  }

  /** Stops the service and starts it again on the same database and streams: a restart. */
  async function restart(): Promise<void> {
    await app.close();
    deps = await createServiceDeps<RiskDb>('risk', config, MIGRATIONS_FOLDER);
    app = await startAlone();
  }

  /** Another replica of risk on the same database, streams and leases: it shares the partitions. */
  async function startReplica() {
    const replicaDeps = await createServiceDeps<RiskDb>('risk', config, MIGRATIONS_FOLDER);
    const replica = await buildApp(replicaDeps, config);
    return { app: replica, deps: replicaDeps, close: () => replica.close() };
  }

  await beforeStart?.({ deps, config, publishEvent, publishDeal, publishUpdates });
  app = await startAlone();

  return {
    get app() {
      return app;
    },
    get deps() {
      return deps;
    },
    config,
    namespace: config.NAMESPACE,
    callerHeaders,
    publishEvent,
    linkAccount,
    publishUpdates,
    publishDeal,
    dealsJudged,
    publishPositions,
    startPhase,
    objectivesOf,
    violationsOf,
    lockedAccount,
    check,
    judgedAt,
    breachRows,
    eventCount,
    eventsOf,
    restart,
    startReplica,
    close: async () => {
      await app.close();
      await ns.cleanup();
    },
  };
}

export type TestRisk = Awaited<ReturnType<typeof startRisk>>;

/** Retries an assertion until it holds: for effects of events consumed in the background. */
export const eventually = <T>(check: () => Promise<T>, timeoutMs = 5000): Promise<T> =>
  retry(check, timeoutMs, RETRY_INTERVAL_MS);
