import { type Kysely, sql } from 'kysely';
import type { DayRange } from '../domain/periods.ts';
import type { ReportingDb } from './types.ts';

type Db = Kysely<ReportingDb>;

export function registrationsByDay(db: Db, range: DayRange) {
  return db
    .selectFrom('traders')
    .select(['registered_day as day', sql<number>`count(*)::int`.as('count')])
    .where('registered_day', '>=', range.from)
    .where('registered_day', '<=', range.to)
    .groupBy('registered_day')
    .$narrowType<{ day: string }>()
    .execute();
}

/** Traders registered within the range, and how many of them have since sent documents and been approved. */
export function kycFunnel(db: Db, range: DayRange) {
  return db
    .selectFrom('traders')
    .select([
      sql<number>`count(*)::int`.as('registered'),
      sql<number>`count(*) filter (where documents_submitted)::int`.as('documentsSubmitted'),
      sql<number>`count(*) filter (where approved)::int`.as('approved'),
    ])
    .where('registered_day', '>=', range.from)
    .where('registered_day', '<=', range.to)
    .executeTakeFirstOrThrow();
}

export async function ticketsByDay(db: Db, range: DayRange) {
  const created = await db
    .selectFrom('tickets')
    .select(['created_day as day', sql<number>`count(*)::int`.as('count')])
    .where('created_day', '>=', range.from)
    .where('created_day', '<=', range.to)
    .groupBy('created_day')
    .execute();
  const answered = await db
    .selectFrom('tickets')
    .select(['first_response_day as day', sql<number>`count(*)::int`.as('count')])
    .where('first_response_day', '>=', range.from)
    .where('first_response_day', '<=', range.to)
    .groupBy('first_response_day')
    .$narrowType<{ day: string }>()
    .execute();
  return { created, answered };
}

/** Tickets opened within the range: how fast staff first answered them, against the promise. */
export function firstResponses(db: Db, range: DayRange, promiseHours: number) {
  const hours = sql<number>`(extract(epoch from (first_response_at - created_at)) / 3600)::float8`;
  return db
    .selectFrom('tickets')
    .select([
      sql<number>`count(first_response_at)::int`.as('answered'),
      sql<number>`count(*) filter (where ${hours} <= ${promiseHours})::int`.as('withinPromise'),
      sql<number>`count(*) filter (where first_response_at is null)::int`.as('unanswered'),
      sql<number | null>`percentile_cont(0.5) within group (order by ${hours})`.as('medianHours'),
      sql<number | null>`avg(${hours})::float8`.as('averageHours'),
    ])
    .where('created_day', '>=', range.from)
    .where('created_day', '<=', range.to)
    .executeTakeFirstOrThrow();
}

/** When every ticket still waiting (open or in progress) was opened. */
export function openTicketTimes(db: Db) {
  return db.selectFrom('tickets').select('created_at').where('status', 'in', ['open', 'in_progress']).execute();
}
