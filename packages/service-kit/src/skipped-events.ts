import type { Kysely } from 'kysely';
import type { KitTables } from './kit-migrations.ts';

interface Waiting {
  consumer: string;
  eventId: string;
  settle: (error?: unknown) => void;
}

/** Rows a statement carries at most: two parameters each, far inside PostgreSQL's 65,535. */
const ROWS_A_STATEMENT = 1000;

/**
 * Records the events consumers skip as processed, many at once. A partitioned consumer reads
 * every event of an unpartitioned subject and handles only its own partition's (risk's 16 readers
 * of accounts' link events), so one event was 15 inserts and 15 commits, and 50,000 links kept
 * PostgreSQL's and the service's cores busy with them. The skips of every consumer of a process
 * that arrive while a statement runs, or in the same turn of the event loop, go in the next one;
 * with nothing in flight, a skip waits for nothing but the end of the turn. Each caller hears
 * when its row is stored (it acks then) or that the statement failed (it asks for a redelivery).
 */
export class SkippedEvents {
  private waiting: Waiting[] = [];
  private writing = false;

  constructor(private readonly db: Kysely<KitTables>) {}

  record(consumer: string, eventId: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ consumer, eventId, settle: (error) => (error === undefined ? resolve() : reject(error)) });
      if (!this.writing && this.waiting.length === 1) setImmediate(() => this.writeNext());
    });
  }

  private writeNext(): void {
    if (this.writing || this.waiting.length === 0) return;
    const batch = this.waiting.splice(0, ROWS_A_STATEMENT);
    this.writing = true;
    this.db
      .insertInto('processed_events')
      .values(batch.map(({ consumer, eventId }) => ({ consumer, event_id: eventId })))
      .onConflict((conflict) => conflict.doNothing())
      .execute()
      .then(
        () => {
          for (const waiting of batch) waiting.settle();
        },
        (error: unknown) => {
          for (const waiting of batch) waiting.settle(error ?? new Error('skipped events not recorded'));
        },
      )
      .finally(() => {
        this.writing = false;
        this.writeNext();
      });
  }
}

const recorders = new WeakMap<Kysely<KitTables>, SkippedEvents>();

/** The recorder of a database's skips: one per process and database, so its consumers share statements. */
export function skippedEventsOf(db: Kysely<KitTables>): SkippedEvents {
  let recorder = recorders.get(db);
  if (!recorder) {
    recorder = new SkippedEvents(db);
    recorders.set(db, recorder);
  }
  return recorder;
}
