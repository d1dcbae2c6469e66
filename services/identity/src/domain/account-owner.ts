import type { Role } from '@prop/contracts/user';

/** A trader (users) or an admin (admins): the two live in separate tables. */
export interface AccountOwner {
  role: Role;
  id: string;
}

/** The column naming the owner in tables shared by traders and admins. */
export function ownerColumn(role: Role): 'user_id' | 'admin_id' {
  return role === 'trader' ? 'user_id' : 'admin_id';
}

export function ownerOf(row: { user_id: string | null; admin_id: string | null }): AccountOwner {
  return row.user_id ? { role: 'trader', id: row.user_id } : { role: 'admin', id: row.admin_id ?? '' };
}
