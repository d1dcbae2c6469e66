import type { Transaction } from 'kysely';
import type { Envelope } from '@prop/contracts/events/envelope';
import { userDeleted } from '@prop/contracts/events/identity';
import type { AccountsContext } from '../context.ts';
import { findOpenAccountForUpdate } from '../db/trading-accounts.ts';
import type { AccountsDb } from '../db/types.ts';
import { closeAccount } from '../links/close-account.ts';
import type { EventLog } from './event-log.ts';

/** identity.user.deleted: the user's open account is unlinked; its history stays. */
export function onUserDeleted(ctx: AccountsContext, log: EventLog) {
  return async (event: Envelope, trx: Transaction<AccountsDb>): Promise<void> => {
    const parsed = userDeleted.data.safeParse(event.data);
    if (!parsed.success) return log.warn({ eventId: event.id }, 'user.deleted with unreadable data ignored');
    const { userId, deletedBy } = parsed.data;
    const open = await findOpenAccountForUpdate(trx, userId);
    if (!open) return;
    await closeAccount(trx, open, 'user_deleted', deletedBy, ctx.provider.get(open.mt5_account_id));
  };
}
