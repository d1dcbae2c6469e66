import { canCall } from '@prop/contracts/endpoints/can-call';
import { type Endpoint, urlOf } from '@prop/contracts/endpoints/define';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import type { SignedInAdmin } from '@prop/contracts/admins';
import { getJson } from '@prop/web-client/api-fetch';
import useSWR from 'swr';

export const adminKey = urlOf(identityEndpoints.getAdminMe);

/** The signed-in admin with their roles, or null when there is no admin session (401). */
export function getAdmin(): Promise<SignedInAdmin | null> {
  return getJson<SignedInAdmin>(adminKey, 'null');
}

export function useAdmin() {
  return useSWR(adminKey, getAdmin);
}

/**
 * Whether the signed-in admin's roles open an endpoint, by the rule the gateway enforces
 * (docs/decisions/014): sections, panels and buttons show only what the admin can use. Nothing
 * until the admin is known.
 */
export function useCanCall(): (endpoint: Endpoint) => boolean {
  const { data: admin } = useAdmin();
  return (endpoint) => (admin ? canCall(endpoint, admin.roles) : false);
}
