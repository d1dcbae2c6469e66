import type { AdminUser } from '@prop/contracts/user';
import { apiRequest } from '@prop/web-client/api-fetch';
import useSWR from 'swr';

export const usersPath = '/api/admin/users';

/** The list key; the server searches email, first and last name. */
export function usersKey(search = ''): string {
  const term = search.trim();
  return term ? `${usersPath}?search=${encodeURIComponent(term)}` : usersPath;
}

export function getUsers(key: string): Promise<AdminUser[]> {
  return apiRequest<AdminUser[]>('GET', key);
}

/** Users matching `search` (all users when empty); keeps the last list on screen while a new search loads. */
export function useUsers(search = '') {
  return useSWR(usersKey(search), getUsers, { keepPreviousData: true });
}
