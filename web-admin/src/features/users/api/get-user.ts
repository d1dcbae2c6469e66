import type { AdminUser } from '@prop/contracts/user';
import { apiRequest } from '@prop/web-client/api-fetch';
import useSWR from 'swr';

export const userPath = '/api/admin/user/';

export function userKey(userId: string): string {
  return `${userPath}${encodeURIComponent(userId)}`;
}

export function getUser(key: string): Promise<AdminUser> {
  return apiRequest<AdminUser>('GET', key);
}

/** One user; a 404 error means 'User not found'. */
export function useUser(userId: string | undefined) {
  return useSWR(userId ? userKey(userId) : null, getUser);
}
