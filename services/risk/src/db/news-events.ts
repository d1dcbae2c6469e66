import type { Kysely, Transaction } from 'kysely';
import type { ScheduledEconomicEvent } from '@prop/contracts/events/calendar';
import type { NewsEvent } from '../domain/rules/news-trading.ts';
import type { RiskDb } from './types.ts';

type Db = Kysely<RiskDb> | Transaction<RiskDb>;

/** What the calendar now holds of a span replaces what risk knew of it, bounds included. */
export async function replaceNewsSpan(
  trx: Transaction<RiskDb>,
  span: { from: string; to: string; events: ScheduledEconomicEvent[] },
): Promise<void> {
  await trx
    .deleteFrom('news_events')
    .where('at', '>=', new Date(span.from))
    .where('at', '<=', new Date(span.to))
    .execute();
  if (span.events.length === 0) return;
  await trx
    .insertInto('news_events')
    .values(span.events.map(({ id, currency, title, at }) => ({ id, currency, title, at })))
    // An event moved out of an earlier span into this one keeps its id.
    .onConflict((conflict) =>
      conflict.column('id').doUpdateSet((eb) => ({
        currency: eb.ref('excluded.currency'),
        title: eb.ref('excluded.title'),
        at: eb.ref('excluded.at'),
      })),
    )
    .execute();
}

/** High-impact events for any of the currencies (or for every one, ALL) between two instants, bounds included. */
export async function listNewsBetween(
  db: Db,
  currencies: readonly string[],
  fromMs: number,
  toMs: number,
): Promise<NewsEvent[]> {
  const rows = await db
    .selectFrom('news_events')
    .select(['at', 'currency'])
    .where('currency', 'in', [...currencies, 'ALL'])
    .where('at', '>=', new Date(fromMs))
    .where('at', '<=', new Date(toMs))
    .orderBy('at')
    .orderBy('currency')
    .execute();
  return rows.map((row) => ({ time: row.at.toISOString(), currency: row.currency }));
}
