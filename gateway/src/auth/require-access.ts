import type { FastifyRequest } from 'fastify';
import type { Role } from '@prop/contracts/user';
import { unauthorized } from '@prop/service-kit/errors';
import { type ApiRoute, isAdminPath } from '../routes/route-table.ts';
import type { ResolveCaller } from './session-check.ts';

/** Protected routes read their own role's cookie; public ones the cookie of their area. */
export function cookieRoleFor(route: ApiRoute): Role {
  if (route.access !== 'public') return route.access;
  return isAdminPath(route.path) ? 'admin' : 'trader';
}

/**
 * Runs before the body is read. Trader and admin routes need a live session of exactly that
 * role (a trader cookie never opens an admin route); public routes still pass the caller on when
 * there is one, because identity's logout needs to know which session to end.
 */
export function requireAccess(route: ApiRoute, resolveCaller: ResolveCaller) {
  const role = cookieRoleFor(route);
  return async function checkAccess(request: FastifyRequest): Promise<void> {
    const caller = await resolveCaller(request, role);
    if (!caller && route.access !== 'public') throw unauthorized();
    request.caller = caller;
  };
}
