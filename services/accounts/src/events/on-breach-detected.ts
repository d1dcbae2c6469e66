import type { Transaction } from 'kysely';
import { accountStatusChanged } from '@prop/contracts/events/accounts';
import type { Envelope } from '@prop/contracts/events/envelope';
import { breachDetected } from '@prop/contracts/events/risk';
import { writeEvent } from '@prop/service-kit/outbox';
import { markBreached } from '../db/trading-accounts.ts';
import type { AccountsDb } from '../db/types.ts';
import type { EventLog } from './event-log.ts';

/** risk.breach.detected: the account is lost; an active account becomes breached (once). */
export function onBreachDetected(log: EventLog) {
  return async (event: Envelope, trx: Transaction<AccountsDb>): Promise<void> => {
    const parsed = breachDetected.data.safeParse(event.data);
    if (!parsed.success) return log.warn({ eventId: event.id }, 'breach.detected with unreadable data ignored');
    const { userId, mt5AccountId } = parsed.data;
    const row = await markBreached(trx, mt5AccountId, userId);
    if (!row) return;
    await writeEvent(trx, accountStatusChanged, {
      userId,
      accountId: row.id,
      mt5AccountId,
      from: 'active',
      to: 'breached',
    });
  };
}
