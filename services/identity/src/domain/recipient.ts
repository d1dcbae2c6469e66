import type { Role } from '@prop/contracts/user';
import type { AdminRow, UserRow } from '../db/types.ts';

/** Whom an account e-mail (reset link, new sign-in) goes to: a trader or an admin. */
export interface Recipient {
  userId: string;
  role: Role;
  email: string;
  firstName: string;
}

export const recipientOfUser = (user: UserRow): Recipient => ({
  userId: user.id,
  role: 'trader',
  email: user.email,
  firstName: user.first_name,
});

/** Admins have one name field: the e-mail greets them by it. */
export const recipientOfAdmin = (admin: AdminRow): Recipient => ({
  userId: admin.id,
  role: 'admin',
  email: admin.email,
  firstName: admin.name,
});
