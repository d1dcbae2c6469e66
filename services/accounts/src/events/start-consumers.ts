import {
  purchaseApproved,
  purchaseDisputeClosed,
  purchaseDisputed,
  purchaseRefunded,
} from '@prop/contracts/events/billing';
import { userDeleted } from '@prop/contracts/events/identity';
import { phasePassed } from '@prop/contracts/events/programs';
import { breachDetected, breachReversed } from '@prop/contracts/events/risk';
import { onEvent, onEvents } from '@prop/service-kit/on-event';
import { markAccountBreached, markAccountReinstated } from '../commands/account-breach-status.ts';
import { provisionNextPhase } from '../commands/provision-next-phase.ts';
import { provisionPurchase } from '../commands/provision-purchase.ts';
import { recordPurchaseHold } from '../commands/record-purchase-hold.ts';
import { unlinkDeletedUser } from '../commands/unlink-deleted-user.ts';
import type { AccountsContext } from '../context.ts';
import { followNewsSchedule } from './follow-news-schedule.ts';

/**
 * The events accounts reacts to, each by a durable, idempotent consumer (the durable names are
 * kept across releases, so a consumer never starts again from the stream's beginning). Each handler
 * writes in the event's transaction; what it emits goes out once that committed. With the
 * simulator, its traders also follow the calendar's high-impact schedule (MetaApi accounts trade
 * for real). Returns the function that stops them.
 */
export async function startConsumers(ctx: AccountsContext): Promise<() => Promise<void>> {
  const { runtime } = ctx;
  const control = ctx.provider.control;
  const stops = await Promise.all([
    ...(control ? [followNewsSchedule({ ...runtime, control })] : []),
    onEvent(runtime, purchaseApproved, { durable: 'accounts-purchase-approved' }, async (event, scope) => {
      const refused = await provisionPurchase(ctx, scope, event.data);
      if (refused) {
        const { tierId, amount } = event.data;
        runtime.log.warn({ eventId: event.id, tierId, amount }, 'purchase.approved for no funding size ignored');
      }
    }),
    // One consumer, so billing's own order is kept; the provision above may still run before or after it.
    onEvents(
      runtime,
      { durable: 'accounts-purchase-holds', events: [purchaseDisputed, purchaseDisputeClosed, purchaseRefunded] },
      (event, scope) => recordPurchaseHold(ctx, scope, event),
    ),
    onEvent(runtime, phasePassed, { durable: 'accounts-phase-passed' }, (event, scope) =>
      provisionNextPhase(ctx, scope, event.data),
    ),
    onEvent(runtime, breachDetected, { durable: 'accounts-breach-detected' }, (event, scope) =>
      markAccountBreached(scope, event.data),
    ),
    onEvent(runtime, breachReversed, { durable: 'accounts-breach-reversed' }, (event, scope) =>
      markAccountReinstated(scope, event.data),
    ),
    onEvent(runtime, userDeleted, { durable: 'accounts-user-deleted' }, (event, scope) =>
      unlinkDeletedUser(ctx, scope, event.data),
    ),
  ]);
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
