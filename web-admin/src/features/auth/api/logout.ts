import { apiRequest } from '@prop/web-client/api-fetch';
import useSWRMutation from 'swr/mutation';

export const logoutKey = 'POST /api/admin/logout';

export function logout(): Promise<unknown> {
  return apiRequest('POST', '/api/admin/logout');
}

export function useLogout() {
  return useSWRMutation(logoutKey, () => logout());
}
