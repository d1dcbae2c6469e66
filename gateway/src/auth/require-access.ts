import type { FastifyRequest } from 'fastify';
import { STAFF_ROLE_MESSAGES } from '@prop/contracts/staff-roles';
import { canCall } from '@prop/contracts/endpoints/can-call';
import { SECOND_FACTOR_MESSAGES } from '@prop/contracts/second-factor';
import type { Role } from '@prop/contracts/user';
import { forbidden, unauthorized } from '@prop/service-kit/errors';
import { type ApiRoute, isAdminPath } from '../routes/route-table.ts';
import type { ResolveCaller } from './session-check.ts';
import { viewSessionRefusal } from './view-session.ts';

/** Protected routes read their own role's cookie; public ones the cookie of their area. */
export function cookieRoleFor(route: ApiRoute): Role {
  if (route.access !== 'public') return route.access;
  return isAdminPath(route.path) ? 'admin' : 'trader';
}

/**
 * Runs before the body is read. Trader and admin routes need a live session of exactly that
 * role (a trader cookie never opens an admin route); public routes still pass the caller on when
 * there is one, because identity's logout needs to know which session to end.
 * An enrolment-only admin session (ADMIN_TOTP_REQUIRED, no authenticator yet) opens the routes
 * marked `beforeSecondFactor` and the public ones; every other admin route answers 403 saying why.
 * Past that, an admin route answers 403 unless one of the admin's current roles opens it (canCall:
 * owners every route, another role the routes that name it; docs/decisions/014).
 * The gateway is where this holds for every service's admin routes at once.
 */
export function requireAccess(route: ApiRoute, resolveCaller: ResolveCaller) {
  const role = cookieRoleFor(route);
  return async function checkAccess(request: FastifyRequest): Promise<void> {
    const caller = await resolveCaller(request, role, { allowEnrolmentOnly: true });
    if (!caller && route.access !== 'public') throw unauthorized();
    if (caller?.enrolmentOnly && route.access === 'admin' && !route.beforeSecondFactor) {
      throw forbidden(SECOND_FACTOR_MESSAGES.enrolmentRequired);
    }
    if (caller && route.access === 'admin' && !canCall(route, caller.adminRoles)) {
      throw forbidden(STAFF_ROLE_MESSAGES.forbidden);
    }
    const viewRefusal = viewSessionRefusal(route, caller);
    if (viewRefusal) throw forbidden(viewRefusal);
    request.caller = caller && {
      userId: caller.userId,
      role: caller.role,
      sessionId: caller.sessionId,
      ...(caller.viewerId ? { viewerId: caller.viewerId } : {}),
    };
  };
}
