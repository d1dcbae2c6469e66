import { urlOf } from '@prop/contracts/endpoints/define';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import useSWRMutation from 'swr/mutation';
import { callEndpoint, mutationKeyOf } from '../../../shared/api/endpoints.ts';

export const logoutKey = mutationKeyOf(identityEndpoints.postAdminLogout);

export function logout(): Promise<unknown> {
  return callEndpoint(identityEndpoints.postAdminLogout, urlOf(identityEndpoints.postAdminLogout));
}

export function useLogout() {
  return useSWRMutation(logoutKey, () => logout());
}
