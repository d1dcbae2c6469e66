import type { AdminListItem } from '@prop/contracts/admins';
import type { AdminRow } from '../db/types.ts';
import { adminStatus } from './admin-rules.ts';

/** An admin as the Admins screen lists them; never their password hash. */
export function toAdminListItem(row: AdminRow & { second_factor_enrolled: boolean }): AdminListItem {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    roles: row.roles,
    status: adminStatus(row),
    secondFactorEnrolled: row.second_factor_enrolled,
    lastSignInAt: row.last_sign_in_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}
