import type { JetStreamClient } from '@nats-io/jetstream';
import { type Kysely, sql } from 'kysely';
import type { Logger } from 'pino';
import type { KitTables } from './kit-migrations.ts';
import { subjectFor } from './nats.ts';

export interface OutboxRelayOptions {
  db: Kysely<KitTables>;
  js: JetStreamClient;
  namespace: string;
  log: Pick<Logger, 'error' | 'debug'>;
  intervalMs?: number;
  batchSize?: number;
  /** Test seam: runs after publishing and before marking rows published, to simulate a crash there. */
  beforeMark?: () => void | Promise<void>;
}

/**
 * Publishes outbox rows to JetStream with the event id as Nats-Msg-Id, then marks them.
 * A crash between the two re-publishes the row later, and JetStream drops the duplicate within
 * the stream's duplicate window, so each event lands once. Replicas share the work through
 * `for update skip locked`.
 */
export class OutboxRelay {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  /** A kick that came while a drain ran: drain again right after, not a full interval later. */
  private kickedWhileRunning = false;

  constructor(private readonly options: OutboxRelayOptions) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Publish soon: called after a transaction that wrote events commits. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) this.kickedWhileRunning = true;
    else this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      if (this.running) return this.schedule(this.options.intervalMs ?? 200);
      this.running = this.drain()
        .then(() => undefined)
        .catch((error: unknown) => this.options.log.error({ err: error }, 'outbox relay failed; will retry'))
        .finally(() => {
          this.running = undefined;
          const again = this.kickedWhileRunning;
          this.kickedWhileRunning = false;
          if (!this.stopped) this.schedule(again ? 0 : (this.options.intervalMs ?? 200));
        });
    }, delayMs);
  }

  /** Publishes every pending row; returns how many it published. */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const published = await this.publishBatch();
      total += published;
      if (published < (this.options.batchSize ?? 100) || this.stopped) return total;
    }
  }

  private publishBatch(): Promise<number> {
    const { db, js, namespace, beforeMark } = this.options;
    return db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('outbox')
        .select(['id', 'subject', 'envelope'])
        .where('published_at', 'is', null)
        .orderBy('created_at')
        .limit(this.options.batchSize ?? 100)
        .forUpdate()
        .skipLocked()
        .execute();
      if (rows.length === 0) return 0;
      for (const row of rows) {
        await js.publish(subjectFor(namespace, row.subject), JSON.stringify(row.envelope), { msgID: row.id });
      }
      await beforeMark?.();
      await trx
        .updateTable('outbox')
        .set({ published_at: sql<Date>`now()` })
        .where(
          'id',
          'in',
          rows.map((row) => row.id),
        )
        .execute();
      return rows.length;
    });
  }
}
