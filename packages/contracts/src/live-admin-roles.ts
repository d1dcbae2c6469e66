import { ADMIN_ROLES, type AdminRole } from './staff-roles.ts';

/**
 * The signed-in admins' current roles, in Redis beside their sessions (docs/decisions/014):
 * identity writes an admin's roles at each sign-in and after each change of them; the gateway
 * reads them on every admin request, so a change holds from the next request on. Both must spell
 * the key and the value alike.
 */
export const liveAdminRolesKey = (redisPrefix: string, adminId: string) => `${redisPrefix}admin-roles:${adminId}`;

export const encodeLiveAdminRoles = (roles: readonly AdminRole[]): string => roles.join(',');

/** The roles in a stored value, unknown names dropped (deny by default). */
export function decodeLiveAdminRoles(value: string): AdminRole[] {
  const names = value.split(',');
  return ADMIN_ROLES.filter((role) => names.includes(role));
}
