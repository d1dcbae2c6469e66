import type { AdminRole } from '../staff-roles.ts';
import type { Endpoint } from './define.ts';

/**
 * Whether an admin with these roles may call the endpoint: the one rule the gateway enforces and
 * the admin app shows sections and buttons by, so the two cannot disagree. Owners call every
 * route; another role only the admin routes that name it (deny by default). Public and trader
 * routes are not a staff role's business: their access class alone decides.
 */
export function canCall(endpoint: Pick<Endpoint, 'access' | 'roles'>, roles: readonly AdminRole[]): boolean {
  if (endpoint.access !== 'admin' || roles.includes('owner')) return true;
  return endpoint.roles?.some((role) => roles.includes(role)) ?? false;
}
