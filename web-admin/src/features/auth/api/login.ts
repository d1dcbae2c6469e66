import type { AdminLoginInput } from '@prop/contracts/auth';
import { type AdminLoginResponse, adminLoginRefusedSchema } from '@prop/contracts/second-factor';
import { urlOf } from '@prop/contracts/endpoints/define';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import { ApiError } from '@prop/web-client/api-fetch';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { callEndpoint, mutationKeyOf } from '../../../shared/api/endpoints.ts';
import { adminKey } from '../../../shared/api/get-admin.ts';

/** True when the server refused because the password was right and a verification code must follow. */
export function needsCode(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 401) return false;
  try {
    return adminLoginRefusedSchema.parse(JSON.parse(error.body)).codeRequired === true;
  } catch {
    return false;
  }
}

export const loginKey = mutationKeyOf(identityEndpoints.postAdminLogin);

export function login(input: AdminLoginInput): Promise<AdminLoginResponse> {
  return callEndpoint<AdminLoginResponse>(
    identityEndpoints.postAdminLogin,
    urlOf(identityEndpoints.postAdminLogin),
    input,
  );
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
