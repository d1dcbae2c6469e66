import type { RealtimeType } from '@prop/contracts/realtime';

/**
 * user-and-admins: the event's own user and every admin; admins: back-office only; user: only the
 * event's own user (equity ticks: every admin socket taking every account's tick would not scale).
 */
export type Audience = 'user' | 'user-and-admins' | 'admins';

export interface EventRoute {
  /** Subject without the namespace; `*` stands for exactly one token, as in NATS. */
  subject: string;
  type: RealtimeType;
  audience: Audience;
}

/** Which events become which /ws message, and who receives them. Unlisted events are not pushed. */
export const EVENT_ROUTES: readonly EventRoute[] = [
  { subject: 'support.ticket.created', type: 'ticket_created', audience: 'user-and-admins' },
  { subject: 'support.ticket.replied', type: 'ticket_reply', audience: 'user-and-admins' },
  { subject: 'support.ticket.status_updated', type: 'ticket_status_update', audience: 'user-and-admins' },
  { subject: 'identity.kyc.decided', type: 'kyc_update', audience: 'user-and-admins' },
  { subject: 'identity.kyc.submitted', type: 'kyc_update', audience: 'user-and-admins' },
  { subject: 'identity.user.registered', type: 'user_update', audience: 'admins' },
  { subject: 'identity.user.updated', type: 'user_update', audience: 'admins' },
  { subject: 'identity.user.deleted', type: 'user_update', audience: 'admins' },
  { subject: 'accounts.equity.updated', type: 'account_update', audience: 'user' },
  // A link, unlink or status change reaches the open dashboard now, not at its next poll.
  { subject: 'accounts.account.linked', type: 'account_update', audience: 'user' },
  { subject: 'accounts.account.unlinked', type: 'account_update', audience: 'user' },
  { subject: 'accounts.account.status_changed', type: 'account_update', audience: 'user' },
  { subject: 'risk.breach.detected', type: 'breach_update', audience: 'user-and-admins' },
  { subject: 'risk.breach.resolved', type: 'breach_update', audience: 'user-and-admins' },
  { subject: 'payouts.withdrawal.requested', type: 'withdrawal_update', audience: 'user-and-admins' },
  { subject: 'payouts.withdrawal.processed', type: 'withdrawal_update', audience: 'user-and-admins' },
  { subject: 'billing.purchase.*', type: 'purchase_update', audience: 'user-and-admins' },
];

/** The services whose `<service>.>` subjects the gateway listens to: exactly those in the table. */
export const PUSHING_SERVICES: readonly string[] = [
  ...new Set(EVENT_ROUTES.map((route) => route.subject.split('.')[0] ?? '')),
];

function matches(pattern: string, subject: string): boolean {
  const wanted = pattern.split('.');
  const given = subject.split('.');
  return wanted.length === given.length && wanted.every((token, index) => token === '*' || token === given[index]);
}

const exact = new Map(
  EVENT_ROUTES.filter((route) => !route.subject.includes('*')).map((route) => [route.subject, route]),
);
const patterns = EVENT_ROUTES.filter((route) => route.subject.includes('*'));

/** The route for a subject (namespace already removed), or undefined when it is not pushed. */
export function routeForSubject(subject: string): EventRoute | undefined {
  return exact.get(subject) ?? patterns.find((route) => matches(route.subject, subject));
}
