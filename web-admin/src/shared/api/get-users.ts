import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import { urlOf } from '@prop/contracts/endpoints/define';
import type { AdminUser } from '@prop/contracts/user';
import useSWR from 'swr';
import { callEndpoint } from './endpoints.ts';

/** Every key of the user list starts with this, whatever the search. */
export const usersPath = urlOf(identityEndpoints.getAdminUsers);

/** The list key; the server searches email, first and last name. */
export function usersKey(search = ''): string {
  const term = search.trim();
  return urlOf(identityEndpoints.getAdminUsers, {}, { search: term || undefined });
}

export function getUsers(key: string): Promise<AdminUser[]> {
  return callEndpoint<AdminUser[]>(identityEndpoints.getAdminUsers, key);
}

/** Users matching `search` (all users when empty); keeps the last list on screen while a new search loads. */
export function useUsers(search = '') {
  return useSWR(usersKey(search), getUsers, { keepPreviousData: true });
}
