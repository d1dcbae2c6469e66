import { describe, expect, it } from 'vitest';
import { ADMIN_ROLES, STAFF_ROLES } from '../src/staff-roles.ts';
import { ALL_ENDPOINTS } from '../src/endpoints/all.ts';
import { canCall } from '../src/endpoints/can-call.ts';
import { identityEndpoints } from '../src/endpoints/identity.ts';
import { payoutsEndpoints } from '../src/endpoints/payouts.ts';
import { supportEndpoints } from '../src/endpoints/support.ts';

const adminRoutes = ALL_ENDPOINTS.filter((endpoint) => endpoint.access === 'admin');

describe('which admin may call an endpoint (docs/decisions/014)', () => {
  it('lets an owner call every admin route, whatever roles it names', () => {
    for (const endpoint of adminRoutes) expect(canCall(endpoint, ['owner']), endpoint.path).toBe(true);
  });

  it('keeps a route that names no roles for owners only', () => {
    for (const role of STAFF_ROLES) expect(canCall(identityEndpoints.getAdminAdmins, [role])).toBe(false);
  });

  it('opens a route to the roles it names and refuses the others', () => {
    expect(canCall(payoutsEndpoints.getAdminWithdrawalRequests, ['finance'])).toBe(true);
    expect(canCall(payoutsEndpoints.getAdminWithdrawalRequests, ['support'])).toBe(false);
    expect(canCall(supportEndpoints.getAdminSupportTickets, ['support'])).toBe(true);
  });

  it('needs only one of several roles to match', () => {
    expect(canCall(payoutsEndpoints.putAdminWithdrawalById, ['support', 'finance'])).toBe(true);
    expect(canCall(payoutsEndpoints.putAdminWithdrawalById, ['support', 'kyc'])).toBe(false);
  });

  it('refuses an admin with no roles at all every admin route', () => {
    for (const endpoint of adminRoutes) expect(canCall(endpoint, []), endpoint.path).toBe(false);
  });

  it('leaves public and trader routes to their access class', () => {
    expect(canCall(identityEndpoints.postAdminLogout, [])).toBe(true);
    expect(canCall(supportEndpoints.postSupportTicket, ['support'])).toBe(true);
  });

  it('gives every role what any signed-in admin needs: who they are and their own second factor', () => {
    const everyone = adminRoutes.filter((endpoint) => endpoint.beforeSecondFactor);
    expect(everyone.length).toBeGreaterThan(0);
    for (const endpoint of everyone)
      for (const role of ADMIN_ROLES) expect(canCall(endpoint, [role]), `${endpoint.path} as ${role}`).toBe(true);
  });
});
