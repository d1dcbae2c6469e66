import type { JetStreamClient } from '@nats-io/jetstream';
import { type Kysely, sql } from 'kysely';
import type { Logger } from 'pino';
import type { KitTables } from './kit-migrations.ts';
import { subjectFor } from './nats.ts';
import type { OutboxRow } from './outbox.ts';

export interface OutboxRelayOptions {
  db: Kysely<KitTables>;
  js: JetStreamClient;
  namespace: string;
  log: Pick<Logger, 'error' | 'warn' | 'debug'>;
  /** How often the relay looks for rows nothing kicked it for; 1 s unless given. */
  intervalMs?: number;
  batchSize?: number;
  /** Test seam: runs after publishing and before marking rows published (either path), to simulate a crash there. */
  beforeMark?: () => void | Promise<void>;
}

/**
 * A commit that wrote events kicks the relay (`kick`), so polling is only the safety net: rows a
 * replica left when it died, or a publish that failed. Once a second keeps that net tight while
 * costing each replica one transaction a second, not five (at 200 ms, 26 idle replicas of the
 * clustered platform spent 130 transactions a second finding nothing).
 */
const SAFETY_NET_MS = 1000;

/**
 * How long a writer's claim on its event keeps drains off it (`publishClaimed`): longer than the
 * JetStream client's 5 s wait for a publish's acknowledgement and the mark after it, so no drain
 * takes a row its writer is still publishing; a writer that died leaves its event to a drain then.
 */
export const WRITER_CLAIM_SECONDS = 10;

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
      if (this.running) return this.schedule(this.options.intervalMs ?? SAFETY_NET_MS);
      this.running = this.drain()
        .then(() => undefined)
        .catch((error: unknown) => this.options.log.error({ err: error }, 'outbox relay failed; will retry'))
        .finally(() => {
          this.running = undefined;
          const again = this.kickedWhileRunning;
          this.kickedWhileRunning = false;
          if (!this.stopped) this.schedule(again ? 0 : (this.options.intervalMs ?? SAFETY_NET_MS));
        });
    }, delayMs);
  }

  /**
   * Publishes an event its writer has just committed with a claim (`claimed_until`), without
   * waiting for a drain: for the paths where milliseconds count (a drain costs a transaction of its
   * own before publishing). The row goes out with its id as Nats-Msg-Id, then it is marked. Drains
   * of every replica leave a claimed row alone, so it goes out once: a second publish, though
   * JetStream drops it, reaches every plain subscriber (the gateway pushes it to traders' sockets).
   * The outbox stays the safety net: if the publish or the mark fails, the claim is given up and a
   * drain publishes the row; if the process dies first, a drain does once the claim has run out.
   * Never throws; a failure is logged and left to the relay.
   */
  async publishClaimed(row: OutboxRow): Promise<void> {
    const { db, js, namespace, log, beforeMark } = this.options;
    try {
      await js.publish(subjectFor(namespace, row.subject), row.envelope, { msgID: row.id });
      await beforeMark?.();
      await db
        .updateTable('outbox')
        .set({ published_at: sql<Date>`now()` })
        .where('id', '=', row.id)
        .where('published_at', 'is', null)
        .execute();
    } catch (error) {
      log.warn({ err: error, id: row.id }, 'event left to the outbox relay');
      await db
        .updateTable('outbox')
        .set({ claimed_until: null })
        .where('id', '=', row.id)
        .execute()
        .catch(() => undefined);
      this.kick();
    }
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

  /** Unpublished rows no writer's claim holds, oldest first: on the partial index of unpublished rows. */
  private pending(db: Kysely<KitTables>, limit: number) {
    return db
      .selectFrom('outbox')
      .where('published_at', 'is', null)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', sql<Date>`now()`)]))
      .orderBy('created_at')
      .limit(limit);
  }

  private async publishBatch(): Promise<number> {
    const { db, js, namespace, beforeMark } = this.options;
    // The safety net finds nothing nearly every time. Looking first, outside a transaction, spares
    // each idle replica a BEGIN and a COMMIT a second, and spares the fault harness's before-commit
    // crash point a commit that wrote nothing: it checks no consistency, only restarts replicas.
    if (!(await this.pending(db, 1).select('id').executeTakeFirst())) return 0;
    return db.transaction().execute(async (trx) => {
      const rows = await this.pending(trx, this.options.batchSize ?? 100)
        .select(['id', 'subject', 'envelope'])
        .forUpdate()
        .skipLocked()
        .execute();
      if (rows.length === 0) return 0;
      for (const row of rows) {
        await js.publish(subjectFor(namespace, row.subject), JSON.stringify(row.envelope), { msgID: row.id });
      }
      await beforeMark?.();
      // clock_timestamp(), not now(): now() is the start of this transaction, before the publishes,
      // and a reader that trusts published_at (the fault checker does) would see an event as out
      // before it reached the stream.
      await trx
        .updateTable('outbox')
        .set({ published_at: sql<Date>`clock_timestamp()` })
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
