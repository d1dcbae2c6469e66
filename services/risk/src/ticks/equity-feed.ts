import type { JsMsg } from '@nats-io/jetstream';
import type { Logger } from '../logger.ts';
import { equityBatch } from '@prop/contracts/events/accounts';
import { partitionSubject } from '@prop/contracts/events/envelope';
import { ensureStream, type Nats, subjectFor } from '@prop/service-kit/nats';
import { retryJetStream } from '@prop/service-kit/jetstream-retry';
import { stopOrderedReads } from '@prop/service-kit/ordered-reads';
import { type EquityJudge, judgeEquityBatch } from './judge-equity-batch.ts';

export interface EquityFeedOptions {
  nats: Nats;
  namespace: string;
  /** The partition read: its owner judges its accounts. */
  partition: number;
  /** Replays updates the stream received from this instant on, then follows live ones. */
  fromMs: number;
  /** The book that judges the partition's updates. */
  book: EquityJudge;
  log: Pick<Logger, 'warn' | 'error'>;
}

/**
 * Reads one partition's `ticks.equity.batch.<p>` from the TICKS stream with an ordered consumer: ephemeral,
 * no acks, flow-controlled, re-created by the client at the right sequence after a gap. Not the
 * kit's durable consumer: at 10,000 updates a second a row in processed_events and an ack per
 * update would cost more than judging it, and an update needs no exactly-once (the newest one
 * wins, and a breach is stored at most once by the database). State lost at a restart is rebuilt
 * by replaying the last window from the stream. A replica reads the partitions it owns, so holds
 * their accounts' state only (docs/decisions/013). The callback is synchronous: no await between two updates.
 * Each update of a batch is read on its own, so one unreadable update costs only itself (judge-equity-batch.ts).
 */
export async function startEquityFeed(options: EquityFeedOptions): Promise<() => Promise<void>> {
  const { nats, namespace, book, log } = options;
  const stream = await ensureStream(nats, namespace, equityBatch.service);
  const consumer = await retryJetStream(
    `equity feed ${options.partition}`,
    () =>
      nats.js.consumers.get(stream, {
        filter_subjects: subjectFor(namespace, partitionSubject(equityBatch, options.partition)),
        opt_start_time: new Date(options.fromMs).toISOString(),
      }),
    log,
  );
  let unreadable = 0;
  const handlers = {
    book,
    unreadable: () => {
      if (unreadable++ % 10_000 === 0) log.warn({ unreadable }, 'unreadable equity updates ignored');
    },
    failed: (error: unknown, mt5AccountId: unknown) =>
      log.error({ err: error, mt5AccountId }, 'equity update not judged'),
  };
  const readBatch = (message: JsMsg): void => {
    if (!judgeEquityBatch(dataOf(message), handlers) && unreadable++ % 10_000 === 0)
      log.warn({ unreadable }, 'unreadable equity batches ignored');
  };
  const messages = await consumer.consume({ max_messages: 256, callback: readBatch });
  return () => stopOrderedReads(consumer, messages);
}

/** A message's data, unread; undefined when it is not JSON. */
function dataOf(message: JsMsg): unknown {
  try {
    return (JSON.parse(message.string()) as { data?: unknown } | null)?.data;
  } catch {
    return undefined;
  }
}
