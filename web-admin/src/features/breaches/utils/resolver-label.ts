import type { CurrentAdmin } from '@prop/contracts/user';

/**
 * Who resolved a breach. The evidence names the admin only by id; the signed-in admin is the one
 * the app knows by name, so that case reads as a person and any other as the id.
 */
export function resolverLabel(resolvedBy: string, admin: CurrentAdmin | null | undefined): string {
  if (admin && admin.id === resolvedBy) return `${admin.name || admin.email} (you)`;
  return `Admin ${resolvedBy}`;
}
