import type { Transaction, Updateable } from 'kysely';
import type { ReportingDb, TradersTable } from './types.ts';

type Trx = Transaction<ReportingDb>;

/** A trader's step through registration and KYC. */
export async function recordTrader(trx: Trx, userId: string, facts: Omit<Updateable<TradersTable>, 'user_id'>) {
  await trx
    .insertInto('traders')
    .values({ user_id: userId, ...facts })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(facts))
    .execute();
}

export async function recordTicketOpened(trx: Trx, ticket: { ticketId: string; at: Date; day: string }) {
  await trx
    .insertInto('tickets')
    .values({ ticket_id: ticket.ticketId, status: 'open', created_at: ticket.at, created_day: ticket.day })
    .onConflict((conflict) => conflict.column('ticket_id').doNothing())
    .execute();
}

/** Staff's first answer is the one the 24-hour promise is measured by; later ones change nothing. */
export async function recordStaffReply(trx: Trx, ticketId: string, at: Date, day: string) {
  await trx
    .updateTable('tickets')
    .set({ first_response_at: at, first_response_day: day })
    .where('ticket_id', '=', ticketId)
    .where('first_response_at', 'is', null)
    .execute();
}

export async function recordTicketStatus(trx: Trx, ticketId: string, status: string) {
  await trx.updateTable('tickets').set({ status }).where('ticket_id', '=', ticketId).execute();
}
