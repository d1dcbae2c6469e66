import type { AdminLoginInput } from '@prop/contracts/auth';
import type { CurrentAdmin } from '@prop/contracts/user';
import { apiRequest } from '@prop/web-client/api-fetch';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { adminKey } from './get-admin.ts';

export interface AdminLoginResponse {
  message: string;
  admin: CurrentAdmin;
}

export const loginKey = 'POST /api/admin/login';

export function login(input: AdminLoginInput): Promise<AdminLoginResponse> {
  return apiRequest<AdminLoginResponse>('POST', '/api/admin/login', input);
}

/** Signs in; on success the session guard knows the admin without another round trip. */
export function useLogin() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(loginKey, (_key: string, { arg }: { arg: AdminLoginInput }) => login(arg), {
    onSuccess: (response) => {
      void mutate(adminKey, response.admin, { revalidate: false });
    },
  });
}
