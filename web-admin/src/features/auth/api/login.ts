import type { SecondFactor } from '@prop/contracts/admin-passkeys';
import type { SignedInAdmin } from '@prop/contracts/admins';
import type { AdminLoginInput } from '@prop/contracts/auth';
import { type AdminLoginResponse, adminLoginRefusedSchema } from '@prop/contracts/second-factor';
import { urlOf } from '@prop/contracts/endpoints/define';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import { ApiError } from '@prop/web-client/api-fetch';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { callEndpoint, mutationKeyOf } from '../../../shared/api/endpoints.ts';
import { adminKey } from '../../../shared/api/get-admin.ts';

/**
 * The second factors the admin can answer with, when the server refused because the password was
 * right and one must follow (the passkey first when they have one); null for any other refusal.
 */
export function askedFactors(error: unknown): SecondFactor[] | null {
  if (!(error instanceof ApiError) || error.status !== 401) return null;
  try {
    const refused = adminLoginRefusedSchema.parse(JSON.parse(error.body));
    return refused.codeRequired ? (refused.factors ?? ['totp']) : null;
  } catch {
    return null;
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

/**
 * Signs in; on success the session guard knows the admin without waiting for a round trip. The
 * sign-in answer carries no roles: none are assumed until the admin is read again just after.
 */
export function useLogin() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(loginKey, (_key: string, { arg }: { arg: AdminLoginInput }) => login(arg), {
    onSuccess: (response) => {
      const known: SignedInAdmin = { ...response.admin, roles: [] };
      void mutate(adminKey, known);
    },
  });
}
