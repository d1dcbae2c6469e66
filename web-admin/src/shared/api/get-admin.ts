import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import { urlOf } from '@prop/contracts/endpoints/define';
import type { CurrentAdmin } from '@prop/contracts/user';
import { getJson } from '@prop/web-client/api-fetch';
import useSWR from 'swr';

export const adminKey = urlOf(identityEndpoints.getAdminMe);

/** The signed-in admin, or null when there is no admin session (401). */
export function getAdmin(): Promise<CurrentAdmin | null> {
  return getJson<CurrentAdmin>(adminKey, 'null');
}

export function useAdmin() {
  return useSWR(adminKey, getAdmin);
}
