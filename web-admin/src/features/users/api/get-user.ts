import type { AdminUser } from '@prop/contracts/user';
import { urlOf } from '@prop/contracts/endpoints/define';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import useSWR from 'swr';
import { callEndpoint } from '../../../shared/api/endpoints.ts';

export function userKey(userId: string): string {
  return urlOf(identityEndpoints.getAdminUserById, { id: userId });
}

export function getUser(key: string): Promise<AdminUser> {
  return callEndpoint<AdminUser>(identityEndpoints.getAdminUserById, key);
}

/** One user; a 404 error means 'User not found'. */
export function useUser(userId: string | undefined) {
  return useSWR(userId ? userKey(userId) : null, getUser);
}
