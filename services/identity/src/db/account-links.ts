import type { Transaction } from 'kysely';
import type { IdentityDb } from './types.ts';

/**
 * Shows (or clears) the user's linked MT5 account, unless a newer link change is already shown:
 * a retried "linked" that arrives after the "unlinked" that followed it changes nothing.
 */
export async function applyAccountLink(
  trx: Transaction<IdentityDb>,
  change: { userId: string; mt5AccountId: string | null; unlinking: string | null; at: Date },
): Promise<void> {
  let query = trx
    .updateTable('users')
    .set({ mt5_account_id: change.mt5AccountId, mt5_link_changed_at: change.at })
    .where('id', '=', change.userId)
    .where((where) =>
      where.or([where('mt5_link_changed_at', 'is', null), where('mt5_link_changed_at', '<', change.at)]),
    );
  if (change.unlinking) query = query.where('mt5_account_id', '=', change.unlinking);
  await query.execute();
}
