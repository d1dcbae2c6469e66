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
import { billingEndpoints } from '@prop/contracts/endpoints/billing';
import type { Endpoint } from '@prop/contracts/endpoints/define';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import { payoutsEndpoints } from '@prop/contracts/endpoints/payouts';
import { programsEndpoints } from '@prop/contracts/endpoints/programs';
import { riskEndpoints } from '@prop/contracts/endpoints/risk';
import { supportEndpoints } from '@prop/contracts/endpoints/support';

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
  /**
   * For admins: the call whose screen shows the event. Only admins whose roles open it receive the
   * event (docs/decisions/014), so a support agent's socket carries no payouts or purchases.
   */
  adminsNeed?: Endpoint;
}

/** Which events become which /ws message, and who receives them. Unlisted events are not pushed. */
export const EVENT_ROUTES: readonly EventRoute[] = [
  {
    event: ticketCreated,
    type: 'ticket_created',
    audience: 'user-and-admins',
    adminsNeed: supportEndpoints.getAdminSupportTickets,
  },
  {
    event: ticketReplied,
    type: 'ticket_reply',
    audience: 'user-and-admins',
    adminsNeed: supportEndpoints.getAdminSupportTickets,
  },
  {
    event: ticketStatusUpdated,
    type: 'ticket_status_update',
    audience: 'user-and-admins',
    adminsNeed: supportEndpoints.getAdminSupportTickets,
  },
  {
    event: kycDecided,
    type: 'kyc_update',
    audience: 'user-and-admins',
    adminsNeed: identityEndpoints.getAdminUserKycById,
  },
  {
    event: kycSubmitted,
    type: 'kyc_update',
    audience: 'user-and-admins',
    adminsNeed: identityEndpoints.getAdminUserKycById,
  },
  { event: userRegistered, type: 'user_update', audience: 'admins', adminsNeed: identityEndpoints.getAdminUsers },
  { event: userUpdated, type: 'user_update', audience: 'admins', adminsNeed: identityEndpoints.getAdminUsers },
  { event: userDeleted, type: 'user_update', audience: 'admins', adminsNeed: identityEndpoints.getAdminUsers },
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
  {
    event: breachDetected,
    type: 'breach_update',
    audience: 'user-and-admins',
    adminsNeed: riskEndpoints.getAdminDrawdownBreaches,
  },
  {
    event: breachResolved,
    type: 'breach_update',
    audience: 'user-and-admins',
    adminsNeed: riskEndpoints.getAdminDrawdownBreaches,
  },
  {
    event: breachReversed,
    type: 'breach_update',
    audience: 'user-and-admins',
    adminsNeed: riskEndpoints.getAdminDrawdownBreaches,
  },
  // A loss limit nearing its line: the trader's toast, and the admins' at-risk list.
  {
    event: warningRaised,
    type: 'risk_warning',
    audience: 'user-and-admins',
    adminsNeed: riskEndpoints.getAdminAtRiskAccounts,
  },
  {
    event: violationRecorded,
    type: 'objectives_update',
    audience: 'user-and-admins',
    adminsNeed: riskEndpoints.getAdminDrawdownBreaches,
  },
  { event: objectiveMet, type: 'objectives_update', audience: 'user' },
  {
    event: phaseStarted,
    type: 'phase_update',
    audience: 'user-and-admins',
    adminsNeed: programsEndpoints.getAdminPhaseReviews,
  },
  {
    event: phasePassed,
    type: 'phase_update',
    audience: 'user-and-admins',
    adminsNeed: programsEndpoints.getAdminPhaseReviews,
  },
  {
    event: withdrawalRequested,
    type: 'withdrawal_update',
    audience: 'user-and-admins',
    adminsNeed: payoutsEndpoints.getAdminWithdrawalRequests,
  },
  {
    event: withdrawalProcessed,
    type: 'withdrawal_update',
    audience: 'user-and-admins',
    adminsNeed: payoutsEndpoints.getAdminWithdrawalRequests,
  },
  {
    event: purchaseCreated,
    type: 'purchase_update',
    audience: 'user-and-admins',
    adminsNeed: billingEndpoints.getAdminPurchases,
  },
  {
    event: purchaseUpdated,
    type: 'purchase_update',
    audience: 'user-and-admins',
    adminsNeed: billingEndpoints.getAdminPurchases,
  },
  {
    event: purchaseApproved,
    type: 'purchase_update',
    audience: 'user-and-admins',
    adminsNeed: billingEndpoints.getAdminPurchases,
  },
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
