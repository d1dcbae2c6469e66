import type { Transaction } from 'kysely';
import { recordPurchaseApproval, recordPurchasePrice, recordRefund, recordWithdrawal } from '../db/record-money.ts';
import { recordStaffReply, recordTicketOpened, recordTicketStatus, recordTrader } from '../db/record-people.ts';
import { markBreachReversed, recordAccount, recordBreach } from '../db/record-trading.ts';
import type { ReportingDb } from '../db/types.ts';
import type { ReportedEvent } from './reported-events.ts';

/** The name revenue is filed under when a purchase names no program (the contract's default). */
export const DEFAULT_PROGRAM = 'Instant Funding';

/**
 * Files one event into the read models. Every write is an upsert keyed by the event's subject
 * (purchase, account, ticket…), so the streams may arrive in any order relative to each other and
 * a replay from the start ends in the same rows. `dayOf` gives the firm's local date of an instant.
 */
export async function projectEvent(
  trx: Transaction<ReportingDb>,
  event: ReportedEvent,
  dayOf: (instant: Date) => string,
): Promise<void> {
  const at = new Date(event.occurredAt);
  const day = dayOf(at);
  switch (event.type) {
    case 'PurchaseCreated':
      return recordPurchasePrice(trx, event.data);
    case 'PurchaseApproved': {
      const program = event.data.program?.name ?? event.data.program?.id ?? DEFAULT_PROGRAM;
      return recordPurchaseApproval(trx, { ...event.data, program, day });
    }
    case 'PurchaseRefunded':
      return recordRefund(trx, { ...event.data, day });
    case 'WithdrawalRequested':
      return recordWithdrawal(trx, {
        requestId: event.data.requestId,
        amount: event.data.profitShareAmount,
        requestedDay: dayOf(new Date(event.data.requestedAt)),
      });
    case 'WithdrawalProcessed':
      return recordWithdrawal(trx, {
        requestId: event.data.requestId,
        amount: event.data.profitShareAmount,
        ...(event.data.status === 'approved' && { paidDay: dayOf(new Date(event.data.processedAt)) }),
      });
    case 'AccountLinked':
      return recordAccount(trx, event.data.accountId, {
        status: 'active',
        purchase_id: event.data.purchaseId,
        account_type: event.data.accountType,
        started_day: day,
      });
    case 'AccountStatusChanged':
      return recordAccount(trx, event.data.accountId, { status: event.data.to });
    case 'AccountUnlinked':
      return recordAccount(trx, event.data.accountId, { status: 'closed' });
    case 'PhaseStarted':
      return recordAccount(trx, event.data.accountId, {
        program: event.data.program.name,
        phase: event.data.phase.name,
        phase_index: event.data.phase.index,
        started_day: dayOf(new Date(event.data.startedAt)),
      });
    case 'PhasePassed':
      return recordAccount(trx, event.data.accountId, { passed: true });
    case 'BreachDetected': {
      const breachedAt = new Date(event.data.breachedAt);
      await recordBreach(trx, { breachId: event.data.breachId, rule: event.data.rule, day: dayOf(breachedAt) });
      if (event.data.accountId) await recordAccount(trx, event.data.accountId, { breached: true });
      return;
    }
    case 'BreachReversed':
      await markBreachReversed(trx, event.data.breachId);
      return recordAccount(trx, event.data.accountId, { breached: false });
    case 'UserRegistered':
      return recordTrader(trx, event.data.userId, { registered_day: day });
    case 'KycSubmitted':
      return recordTrader(trx, event.data.userId, { documents_submitted: true });
    case 'KycDecided':
      // A decision is made on submitted documents; only an approval standing now counts as approved.
      return recordTrader(trx, event.data.userId, {
        documents_submitted: true,
        approved: event.data.to === 'approved',
      });
    case 'TicketCreated':
      return recordTicketOpened(trx, { ticketId: event.data.ticketId, at, day });
    case 'TicketReplied':
      if (event.data.isAdminReply) await recordStaffReply(trx, event.data.ticketId, at, day);
      return;
    case 'TicketStatusUpdated':
      return recordTicketStatus(trx, event.data.ticketId, event.data.to);
  }
}
