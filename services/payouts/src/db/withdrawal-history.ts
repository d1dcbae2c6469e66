import type { Transaction } from 'kysely';
import type { WithdrawalStatus } from '@prop/contracts/withdrawal';
import type { PayoutsDb } from './types.ts';

export interface HistoryEntry {
  requestId: string;
  status: WithdrawalStatus;
  actorId: string;
  actorRole: 'trader' | 'admin';
  notes: string | null;
  at: Date;
}

/** Appends to a request's history; entries are never changed or removed. */
export async function recordHistory(trx: Transaction<PayoutsDb>, entry: HistoryEntry): Promise<void> {
  await trx
    .insertInto('withdrawal_history')
    .values({
      request_id: entry.requestId,
      status: entry.status,
      actor_id: entry.actorId,
      actor_role: entry.actorRole,
      notes: entry.notes,
      at: entry.at,
    })
    .execute();
}

/** The first entry of every request: the trader asked, and it is pending. */
export function recordRequested(
  trx: Transaction<PayoutsDb>,
  requestId: string,
  userId: string,
  at: Date,
): Promise<void> {
  return recordHistory(trx, { requestId, status: 'pending', actorId: userId, actorRole: 'trader', notes: null, at });
}
