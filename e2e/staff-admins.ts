import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from 'playwright-core';
import { inject } from 'vitest';
import type { AdminRole } from '../packages/contracts/src/staff-roles.ts';
import { baseUrl } from './browser.ts';
import { linkFrom, waitForEmail } from './mail-catcher.ts';

export interface StaffAdmin {
  id: string;
  email: string;
  password: string;
}

/**
 * An admin with exactly these roles, made the way the firm makes one (issue 21): an owner invites
 * them, and they choose a password through the e-mailed link. `owner` is a signed-in owner's client
 * (an API context or a page's `request`: the URLs are whole).
 */
export async function inviteStaffAdmin(owner: APIRequestContext, roles: AdminRole[]): Promise<StaffAdmin> {
  const email = `${roles.join('-')}-${randomUUID().slice(0, 8)}@example.com`;
  const invited = await owner.post(`${baseUrl()}/api/admin/admins`, {
    data: { email, firstName: 'Staff', lastName: roles.join(' '), roles },
  });
  if (invited.status() !== 201) throw new Error(`inviting ${email} answered ${invited.status()}`);
  const { id } = (await invited.json()) as { id: string };
  const invitation = await waitForEmail(inject('mailCatcher').apiUrl, { to: email, subject: /invited/ });
  const token = new URL(linkFrom(invitation, '/admin/accept-invitation')).searchParams.get('token');
  const password = `staff harbour ${randomUUID().slice(0, 6)} 42`;
  const accepted = await owner.post(`${baseUrl()}/api/admin/password/reset`, { data: { token, password } });
  if (accepted.status() !== 200) throw new Error(`accepting ${email}'s invitation answered ${accepted.status()}`);
  return { id, email, password };
}
