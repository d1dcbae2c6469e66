import { partitionOf } from '@prop/contracts/partitions';
import { consumerCaughtUp } from '@prop/service-kit/consumer-caught-up';
import { ownPartitions } from '@prop/service-kit/partition-ownership';
import type { ServiceDeps } from '@prop/service-kit/service-deps';
import type { BreachRecorder } from '../breaches/breach-recorder.ts';
import { defaultRuleSet, type RiskConfig } from '../config.ts';
import type { RiskDb } from '../db/types.ts';
import type { TradingDays } from '../domain/trading-day.ts';
import { accountLinksDurable, startAccountLinks } from '../events/account-links.ts';
import { startDealRules } from '../events/deal-recorded.ts';
import { startPositionRules } from '../events/positions-changed.ts';
import { rebuildBook } from '../state/rebuild-book.ts';
import type { RiskBook } from '../state/risk-book.ts';
import { startEquityFeed } from '../ticks/equity-feed.ts';

/**
 * How long a starting replica waits for its first partitions before it listens: enough for a
 * healthy start to own its share on return (the tests' replicas do), short enough that a start on
 * two of three NATS servers, whose consumer creations may time out and be asked again, is ready
 * within seconds.
 */
const FIRST_ROUND_WAIT_MS = 5000;

/**
 * How long a taken partition's equity feed waits for its link events to be applied before it
 * starts anyway (PostgreSQL away, say): the updates of accounts linked meanwhile are then kept as
 * early updates, of which the book holds only the last minute of at most 1,000 accounts.
 */
const LINKS_CATCH_UP_MS = 10_000;

export interface PartitionWork {
  book: RiskBook;
  days: TradingDays;
  recorder: BreachRecorder;
}

/**
 * The partitions this replica owns (docs/decisions/013), each with its own work: on taking one, its
 * accounts are rebuilt from the tables, then its link events, deals and position changes are read
 * from their durable consumers (where the last owner stopped) and its equity updates replayed from
 * the last evidence window before now, so an update the previous owner had not judged is judged
 * here; a breach both judged is stored once by the database. On giving one up, its readers stop,
 * the breaches it started are written, and its accounts are forgotten.
 */
export function runPartitions(deps: ServiceDeps<RiskDb>, config: RiskConfig, work: PartitionWork) {
  const { book, days, recorder } = work;
  const partitions = config.ACCOUNT_PARTITIONS;
  const windowSeconds = config.RISK_EVIDENCE_SECONDS;
  const running = new Map<number, (() => Promise<unknown> | unknown)[]>();
  const inPartition = (partition: number) => (mt5AccountId: string) =>
    partitionOf(mt5AccountId, partitions) === partition;

  return ownPartitions({
    nats: deps.nats,
    namespace: config.NAMESPACE,
    role: 'risk',
    partitions,
    ttlMs: config.LEASE_TTL_MS,
    replicaName: config.REPLICA_NAME,
    // A lone replica starts all 16 partitions' consumers in its first round; it serves meanwhile.
    firstRoundWaitMs: FIRST_ROUND_WAIT_MS,
    log: deps.log,
    onAcquired: async (partition) => {
      const stops: (() => Promise<unknown> | unknown)[] = [];
      running.set(partition, stops);
      const nowMs = deps.clock.now().getTime();
      await rebuildBook(deps.db, book, days, nowMs, { partition, of: partitions });
      // Link events before updates: an account linked meanwhile is known before its replayed updates.
      const linkHandling = { book, defaultRules: defaultRuleSet(config), windowSeconds, partitions };
      stops.push(await startAccountLinks(deps.runtime, linkHandling, partition));
      const dealHandling = { book, timeZone: config.FIRM_TIME_ZONE, windowSeconds };
      stops.push(await startDealRules(deps.runtime, dealHandling, partition));
      stops.push(await startPositionRules(deps.runtime, { book, windowSeconds }, partition));
      // The window replayed starts before this wait, so the updates meanwhile are replayed too.
      const caughtUp = await consumerCaughtUp(deps.nats, config.NAMESPACE, {
        service: 'accounts',
        durable: accountLinksDurable(partition),
        timeoutMs: LINKS_CATCH_UP_MS,
      });
      if (!caughtUp) deps.log.warn({ partition }, 'link events not caught up in time; equity feed started anyway');
      stops.push(
        await startEquityFeed({
          nats: deps.nats,
          namespace: config.NAMESPACE,
          partition,
          fromMs: nowMs - windowSeconds * 1000,
          book,
          log: deps.log,
        }),
      );
    },
    onReleased: async (partition) => {
      const stops = running.get(partition) ?? [];
      running.delete(partition);
      for (const stop of stops.reverse()) await stop();
      await recorder.drain();
      book.dropWhere(inPartition(partition));
    },
  });
}
