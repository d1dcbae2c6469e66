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
