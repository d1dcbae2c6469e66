import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import { urlOf } from '@prop/contracts/endpoints/define';
import type { SignedInAdmin } from '@prop/contracts/admins';
import { getJson } from '@prop/web-client/api-fetch';
import useSWR from 'swr';

export const adminKey = urlOf(identityEndpoints.getAdminMe);

/** The signed-in admin with their roles, or null when there is no admin session (401). */
export function getAdmin(): Promise<SignedInAdmin | null> {
  return getJson<SignedInAdmin>(adminKey, 'null');
}

/** Owners manage the admins; the server refuses everyone else whatever the app shows. */
export function isOwner(admin: SignedInAdmin | null | undefined): boolean {
  return admin?.roles.includes('owner') ?? false;
}

export function useAdmin() {
  return useSWR(adminKey, getAdmin);
}
