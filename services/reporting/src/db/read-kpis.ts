import type { Kysely } from 'kysely';
import type { KpiFacts } from '../domain/kpis.ts';
import type { DayRange } from '../domain/periods.ts';
import { moneyByProgram, purchasesByDay, refundsByDay, withdrawalsByDay } from './read-money.ts';
import { firstResponses, kycFunnel, openTicketTimes, registrationsByDay, ticketsByDay } from './read-people.ts';
import { accountsByStatus, breachesByDay, phaseOutcomes } from './read-trading.ts';
import type { ReportingDb } from './types.ts';

/** Everything the dashboard shows for a range, read in one repeatable-read snapshot so the figures agree. */
export function readKpiFacts(
  db: Kysely<ReportingDb>,
  range: DayRange,
  context: { now: Date; timeZone: string; promiseHours: number },
): Promise<KpiFacts> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => ({
      range,
      ...context,
      purchases: await purchasesByDay(trx, range),
      refunds: await refundsByDay(trx, range),
      programs: await moneyByProgram(trx, range),
      withdrawals: await withdrawalsByDay(trx, range),
      accountsByStatus: await accountsByStatus(trx),
      phaseOutcomes: await phaseOutcomes(trx, range),
      breaches: await breachesByDay(trx, range),
      registrations: await registrationsByDay(trx, range),
      funnel: await kycFunnel(trx, range),
      tickets: await ticketsByDay(trx, range),
      firstResponses: await firstResponses(trx, range, context.promiseHours),
      openTicketTimes: (await openTicketTimes(trx)).map((row) => row.created_at),
    }));
}
