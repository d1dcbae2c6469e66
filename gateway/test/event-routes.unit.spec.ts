import { describe, expect, it } from 'vitest';
import { REALTIME_TYPES } from '@prop/contracts/realtime';
import { EVENT_ROUTES, PUSHING_SERVICES, routeForSubject } from '../src/ws/event-routes.ts';

describe('event routes', () => {
  it.each([
    ['support.ticket.created', 'ticket_created', 'user-and-admins'],
    ['support.ticket.replied', 'ticket_reply', 'user-and-admins'],
    ['support.ticket.status_updated', 'ticket_status_update', 'user-and-admins'],
    ['identity.kyc.decided', 'kyc_update', 'user-and-admins'],
    ['identity.kyc.submitted', 'kyc_update', 'user-and-admins'],
    ['identity.user.registered', 'user_update', 'admins'],
    ['identity.user.updated', 'user_update', 'admins'],
    ['identity.user.deleted', 'user_update', 'admins'],
    ['accounts.equity.updated', 'account_update', 'user'],
    ['accounts.account.linked', 'account_update', 'user'],
    ['accounts.account.unlinked', 'account_update', 'user'],
    ['accounts.account.status_changed', 'account_update', 'user'],
    ['accounts.positions.changed', 'positions_update', 'user'],
    ['accounts.deal.recorded', 'positions_update', 'user'],
    ['risk.breach.detected', 'breach_update', 'user-and-admins'],
    ['risk.breach.resolved', 'breach_update', 'user-and-admins'],
    ['payouts.withdrawal.requested', 'withdrawal_update', 'user-and-admins'],
    ['payouts.withdrawal.processed', 'withdrawal_update', 'user-and-admins'],
    ['billing.purchase.created', 'purchase_update', 'user-and-admins'],
    ['billing.purchase.updated', 'purchase_update', 'user-and-admins'],
    ['billing.purchase.approved', 'purchase_update', 'user-and-admins'],
  ])('turns %s into %s for %s', (subject, type, audience) => {
    expect(routeForSubject(subject)).toMatchObject({ type, audience });
  });

  it('pushes nothing for unlisted events', () => {
    expect(routeForSubject('identity.kyc.requested')).toBeUndefined();
    expect(routeForSubject('billing.purchase.created.extra')).toBeUndefined();
    expect(routeForSubject('accounts.account.opened')).toBeUndefined();
  });

  it("is keyed by event definitions: each subject is its definition's, listed once", () => {
    const subjects = EVENT_ROUTES.map((route) => route.event.subject);
    expect(new Set(subjects).size).toBe(subjects.length);
    for (const route of EVENT_ROUTES) expect(routeForSubject(route.event.subject)).toBe(route);
  });

  it('uses only message types the contracts define', () => {
    for (const route of EVENT_ROUTES) expect(REALTIME_TYPES).toContain(route.type);
  });

  it('listens to exactly the services that push', () => {
    expect([...PUSHING_SERVICES].sort()).toEqual([
      'accounts',
      'billing',
      'identity',
      'payouts',
      'programs',
      'risk',
      'support',
    ]);
  });

  it('names, for every event admins receive, the admin call whose screen shows it (docs/decisions/014)', () => {
    for (const route of EVENT_ROUTES.filter((candidate) => candidate.audience !== 'user')) {
      expect(route.adminsNeed?.access, route.event.subject).toBe('admin');
    }
  });
});
