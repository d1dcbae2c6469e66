import {
  accountLinked,
  accountStatusChanged,
  accountUnlinked,
  dealRecorded,
  equityUpdated,
  positionsChanged,
} from '@prop/contracts/events/accounts';
import { purchaseApproved, purchaseCreated, purchaseUpdated } from '@prop/contracts/events/billing';
import type { AnyEventDefinition } from '@prop/contracts/events/envelope';
import { kycDecided, kycSubmitted, userDeleted, userRegistered, userUpdated } from '@prop/contracts/events/identity';
import { withdrawalProcessed, withdrawalRequested } from '@prop/contracts/events/payouts';
import { phasePassed, phaseStarted } from '@prop/contracts/events/programs';
import {
  breachDetected,
  breachResolved,
  breachReversed,
  objectiveMet,
  violationRecorded,
  warningRaised,
} from '@prop/contracts/events/risk';
import { ticketCreated, ticketReplied, ticketStatusUpdated } from '@prop/contracts/events/support';
import type { RealtimeType } from '@prop/contracts/realtime';

/**
 * user-and-admins: the event's own user and every admin; admins: back-office only; user: only the
 * event's own user (equity ticks: every admin socket taking every account's tick would not scale).
 */
export type Audience = 'user' | 'user-and-admins' | 'admins';

export interface EventRoute {
  /** The event pushed: its subject is where it arrives, its schema parses what is pushed. */
  event: AnyEventDefinition;
  type: RealtimeType;
  audience: Audience;
}

/** Which events become which /ws message, and who receives them. Unlisted events are not pushed. */
export const EVENT_ROUTES: readonly EventRoute[] = [
  { event: ticketCreated, type: 'ticket_created', audience: 'user-and-admins' },
  { event: ticketReplied, type: 'ticket_reply', audience: 'user-and-admins' },
  { event: ticketStatusUpdated, type: 'ticket_status_update', audience: 'user-and-admins' },
  { event: kycDecided, type: 'kyc_update', audience: 'user-and-admins' },
  { event: kycSubmitted, type: 'kyc_update', audience: 'user-and-admins' },
  { event: userRegistered, type: 'user_update', audience: 'admins' },
  { event: userUpdated, type: 'user_update', audience: 'admins' },
  { event: userDeleted, type: 'user_update', audience: 'admins' },
  // The figures of every tick, which the open dashboard writes into the account it shows.
  { event: equityUpdated, type: 'account_update', audience: 'user' },
  // A link, unlink or status change reaches the open dashboard now, not at its next poll.
  { event: accountLinked, type: 'account_update', audience: 'user' },
  { event: accountUnlinked, type: 'account_update', audience: 'user' },
  { event: accountStatusChanged, type: 'account_update', audience: 'user' },
  // A position opened or closed: the open journal shows it now.
  { event: positionsChanged, type: 'positions_update', audience: 'user' },
  // A deal stored: a read may store a position's closing deal after an earlier read already saw the
  // position gone (the two are asked of MT5 one after the other), so the closed trade needs its own push.
  { event: dealRecorded, type: 'positions_update', audience: 'user' },
  { event: breachDetected, type: 'breach_update', audience: 'user-and-admins' },
  { event: breachResolved, type: 'breach_update', audience: 'user-and-admins' },
  { event: breachReversed, type: 'breach_update', audience: 'user-and-admins' },
  // A loss limit nearing its line: the trader's toast, and the admins' at-risk list.
  { event: warningRaised, type: 'risk_warning', audience: 'user-and-admins' },
  { event: violationRecorded, type: 'objectives_update', audience: 'user-and-admins' },
  { event: objectiveMet, type: 'objectives_update', audience: 'user' },
  { event: phaseStarted, type: 'phase_update', audience: 'user-and-admins' },
  { event: phasePassed, type: 'phase_update', audience: 'user-and-admins' },
  { event: withdrawalRequested, type: 'withdrawal_update', audience: 'user-and-admins' },
  { event: withdrawalProcessed, type: 'withdrawal_update', audience: 'user-and-admins' },
  { event: purchaseCreated, type: 'purchase_update', audience: 'user-and-admins' },
  { event: purchaseUpdated, type: 'purchase_update', audience: 'user-and-admins' },
  { event: purchaseApproved, type: 'purchase_update', audience: 'user-and-admins' },
];

/** The services whose `<service>.>` subjects the gateway listens to: exactly those in the table. */
export const PUSHING_SERVICES: readonly string[] = [...new Set(EVENT_ROUTES.map((route) => route.event.service))];

/** The subjects of the pushed events published in partitions (`<subject>.<partition>`). */
export const PARTITIONED_SUBJECTS: readonly string[] = EVENT_ROUTES.filter((route) => route.event.partitionKey).map(
  (route) => route.event.subject,
);

const bySubject = new Map(EVENT_ROUTES.map((route) => [route.event.subject, route]));

/** The route for a subject (namespace already removed), or undefined when it is not pushed. */
export function routeForSubject(subject: string): EventRoute | undefined {
  return bySubject.get(subject);
}
