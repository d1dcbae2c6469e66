import { type Kysely, sql, type Transaction } from 'kysely';
import type { CalendarDb, EconomicEventRow, NewEconomicEvent } from './types.ts';

type Db = Kysely<CalendarDb> | Transaction<CalendarDb>;

/** Rows per statement: well under PostgreSQL's 65535 parameters at 11 columns a row. */
const CHUNK = 1000;

export interface UpsertCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

/**
 * Inserts new events and updates known ones by key. A feed that omits `actual` keeps the actual
 * already stored (the weekly format often carries none), a new actual replaces the old one.
 * Rows that would not change are not touched, so `updated_at` says when an event last changed.
 */
export async function upsertEvents(db: Transaction<CalendarDb>, events: readonly NewEconomicEvent[]) {
  const counts: UpsertCounts = { inserted: 0, updated: 0, unchanged: 0 };
  // One order for every writer, so two imports running at once lock rows in the same order.
  const ordered = [...events].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  for (let start = 0; start < ordered.length; start += CHUNK) {
    const chunk = ordered.slice(start, start + CHUNK);
    const written = await db
      .insertInto('economic_events')
      .values(chunk)
      .onConflict((conflict) =>
        conflict
          .column('key')
          .doUpdateSet({
            time: sql`excluded.time`,
            importance: sql`excluded.importance`,
            country: sql`excluded.country`,
            currency: sql`excluded.currency`,
            title: sql`excluded.title`,
            previous: sql`excluded.previous`,
            forecast: sql`excluded.forecast`,
            actual: sql`coalesce(excluded.actual, economic_events.actual)`,
            source: sql`excluded.source`,
            updated_at: sql`now()`,
          })
          .where(
            sql<boolean>`(economic_events.time, economic_events.importance, economic_events.country,
              economic_events.currency, economic_events.title, economic_events.previous, economic_events.forecast,
              economic_events.actual, economic_events.source)
            is distinct from (excluded.time, excluded.importance, excluded.country, excluded.currency,
              excluded.title, excluded.previous, excluded.forecast,
              coalesce(excluded.actual, economic_events.actual), excluded.source)`,
          ),
      )
      // xmax is 0 on a freshly inserted row version and set on one an update replaced.
      .returning(sql<boolean>`xmax = 0`.as('inserted'))
      .execute();
    const inserted = written.filter((row) => row.inserted).length;
    counts.inserted += inserted;
    counts.updated += written.length - inserted;
    counts.unchanged += chunk.length - written.length;
  }
  return counts;
}

/** Events at or after an instant, by time: the trader's "today and upcoming". */
export function listEventsFrom(db: Db, from: Date, limit: number): Promise<EconomicEventRow[]> {
  return db
    .selectFrom('economic_events')
    .selectAll()
    .where('time', '>=', from)
    .orderBy('time')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The high-impact events with `from <= time <= to`, by time. */
export function listHighImpactBetween(db: Db, from: Date, to: Date): Promise<EconomicEventRow[]> {
  return db
    .selectFrom('economic_events')
    .selectAll()
    .where('importance', '=', 'HIGH')
    .where('time', '>=', from)
    .where('time', '<=', to)
    .orderBy('time')
    .orderBy('id')
    .execute();
}

/** Whether any event from a feed or an import lies at or after an instant. */
export async function hasRealEventsFrom(db: Db, from: Date): Promise<boolean> {
  const found = await db
    .selectFrom('economic_events')
    .select('id')
    .where('time', '>=', from)
    .where('source', '!=', 'sample')
    .limit(1)
    .executeTakeFirst();
  return found !== undefined;
}
