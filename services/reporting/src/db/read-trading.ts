import { type Kysely, sql } from 'kysely';
import type { DayRange } from '../domain/periods.ts';
import type { ReportingDb } from './types.ts';

type Db = Kysely<ReportingDb>;

/** Every trading account known, by its status now. */
export function accountsByStatus(db: Db) {
  return db
    .selectFrom('accounts')
    .select(['status', sql<number>`count(*)::int`.as('count')])
    .where('status', 'is not', null)
    .groupBy('status')
    .$narrowType<{ status: string }>()
    .execute();
}

/**
 * Accounts that started a phase within the range, grouped by program and phase (an account outside
 * any program by the tier it was bought at, or its account type), with how many passed or breached.
 */
export function phaseOutcomes(db: Db, range: DayRange) {
  return db
    .selectFrom('accounts')
    .leftJoin('purchases', 'purchases.purchase_id', 'accounts.purchase_id')
    .select([
      'accounts.program',
      'accounts.phase',
      'accounts.phase_index',
      'purchases.tier_id',
      'accounts.account_type',
      sql<number>`count(*)::int`.as('started'),
      sql<number>`count(*) filter (where accounts.passed)::int`.as('passed'),
      sql<number>`count(*) filter (where accounts.breached)::int`.as('breached'),
    ])
    .where('accounts.started_day', '>=', range.from)
    .where('accounts.started_day', '<=', range.to)
    .groupBy([
      'accounts.program',
      'accounts.phase',
      'accounts.phase_index',
      'purchases.tier_id',
      'accounts.account_type',
    ])
    .execute();
}

/** Breaches that stand (not reversed), per day and rule. */
export function breachesByDay(db: Db, range: DayRange) {
  return db
    .selectFrom('breaches')
    .select(['day', 'rule', sql<number>`count(*)::int`.as('count')])
    .where('reversed', '=', false)
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .groupBy(['day', 'rule'])
    .orderBy('day')
    .orderBy('rule')
    .execute();
}
