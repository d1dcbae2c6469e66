import {
  EQUITY_BATCH_MAX,
  type EquityColumns,
  emptyEquityColumns,
  equityBatch,
  packEquityColumns,
  pushEquityFigures,
} from '@prop/contracts/events/equity-batch';
import { partitionSubject } from '@prop/contracts/events/envelope';
import { centsOfFigure } from '@prop/contracts/money';
import { allPartitions, partitionOf } from '@prop/contracts/partitions';
import type { Clock } from '@prop/service-kit/clock';
import { type Nats, subjectFor } from '@prop/service-kit/nats';
import { envelopeOf } from '@prop/service-kit/outbox';
import type { AccountLink } from '../domain/account-link.ts';
import type { Mt5Snapshot } from '../mt5/provider.ts';
import { equityUpdatesPublished } from './snapshot-metrics.ts';

export interface EquityPublisherOptions {
  nc: Nats['nc'];
  namespace: string;
  /** ACCOUNT_PARTITIONS: each update goes to its MT5 account's partition. */
  partitions: number;
  clock: Clock;
  log: { warn: (context: object, message: string) => void };
}

const DROP_REPORT_MS = 10_000;

type PartitionCount = ReturnType<ReturnType<typeof equityUpdatesPublished>['labels']>;

/**
 * Publishes every MT5 update, in batches: the updates of a partition read in one turn of the event
 * loop go out together as ticks.equity.batch.<partition> (one simulator tick moves hundreds of
 * accounts; waiting for the end of the turn adds no latency). Straight to NATS and not through the
 * outbox: about one update per account per second, and a lost one is replaced by the next.
 * A core publish, not js.publish: the TICKS stream still stores it (its subjects are `ticks.>`;
 * accounts ensures it before the first), so readers replay it, but no PubAck is awaited.
 * Measured here, awaiting PubAcks cost about 0.9 s of CPU per 10,000 messages, a whole core at
 * 10,000 accounts; a core publish about 0.1 s. No msgID either: nothing is re-published, and
 * JetStream would otherwise track every id for its duplicate window.
 * The userId is set only while the MT5 account is linked, so the gateway pushes it to that trader.
 */
export class EquityPublisher {
  private dropped = 0;
  private lastReport = 0;
  /** Each partition's subject and counter, made once: publish runs for every MT5 update. */
  private readonly subjects: string[];
  private readonly published: PartitionCount[];
  /**
   * The updates of this turn, by partition, in the batch's columns; sent once the turn's
   * synchronous work is done, or when a partition's reach the most a batch carries.
   */
  private readonly pending = new Map<number, EquityColumns>();
  private flushQueued = false;
  /**
   * The last update's time and its text: a simulator tick stamps hundreds of accounts with one
   * instant, so one text serves them all instead of one per update.
   */
  private atMs = Number.NaN;
  private atText = '';

  constructor(private readonly options: EquityPublisherOptions) {
    const partitions = allPartitions(options.partitions);
    this.subjects = partitions.map((partition) =>
      subjectFor(options.namespace, partitionSubject(equityBatch, partition)),
    );
    const published = equityUpdatesPublished();
    this.published = partitions.map((partition) => published.labels(String(partition)));
  }

  /** An MT5 update, for the trader of `link` while its account is linked. */
  publish(snapshot: Mt5Snapshot, link: AccountLink | undefined): void {
    const { info } = snapshot;
    if (!info) return;
    const partition = partitionOf(snapshot.id, this.options.partitions);
    let columns = this.pending.get(partition);
    if (!columns) {
      columns = emptyEquityColumns();
      this.pending.set(partition, columns);
    }
    // The update occurred when the MT5 figures were read: the snapshot's time, from the service's clock.
    // Cents in numbers, not the bigint money type, nor text: the batch carries them so (version 4).
    pushEquityFigures(columns, {
      userId: link?.userId ?? null,
      accountId: link?.accountId ?? null,
      mt5AccountId: snapshot.id,
      balanceCents: centsOfFigure(info.balance),
      equityCents: centsOfFigure(info.equity),
      currency: info.currency,
      at: this.textOf(snapshot.updatedAt),
    });
    if (columns.mt5AccountId.length === EQUITY_BATCH_MAX) {
      this.pending.delete(partition);
      this.send(partition, columns);
    }
    if (!this.flushQueued) {
      this.flushQueued = true;
      queueMicrotask(() => this.flush());
    }
  }

  private textOf(at: Date): string {
    const ms = at.getTime();
    if (ms !== this.atMs) {
      this.atMs = ms;
      this.atText = at.toISOString();
    }
    return this.atText;
  }

  private flush(): void {
    this.flushQueued = false;
    for (const [partition, columns] of this.pending) this.send(partition, columns);
    this.pending.clear();
  }

  private send(partition: number, columns: EquityColumns): void {
    // Not parsed by the batch's contract here: each update is built above from typed values (ids
    // from the database, figures in integer cents), and risk and the gateway parse each
    // update on its own, so a bad one would cost only itself there instead of its whole batch
    // here. The parse was 17% of this feed's CPU (bench/equity-feed). The batch occurred as it was
    // sent; each update carries when its figures were read.
    const envelope = envelopeOf(equityBatch, { columns: packEquityColumns(columns) }, this.options.clock.now());
    const count = columns.mt5AccountId.length;
    try {
      this.options.nc.publish(this.subjects[partition] as string, JSON.stringify(envelope));
      this.published[partition]?.inc(count);
    } catch {
      // closed or draining connection: these updates are lost, the next ones follow
      this.dropped += count;
      this.reportDrops();
    }
  }

  private reportDrops(): void {
    const now = this.options.clock.now().getTime();
    if (now - this.lastReport < DROP_REPORT_MS) return;
    this.options.log.warn({ dropped: this.dropped }, 'equity updates dropped (NATS unavailable)');
    this.lastReport = now;
    this.dropped = 0;
  }
}
