import { urlOf } from '@prop/contracts/endpoints/define';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import { apiRequest } from '@prop/web-client/api-fetch';
import useSWRMutation from 'swr/mutation';
import { paths } from '../../../config/paths.ts';

export const LOGOUT_KEY = urlOf(identityEndpoints.postLogout);

export function logout(): Promise<unknown> {
  return apiRequest<unknown>(identityEndpoints.postLogout.method, LOGOUT_KEY);
}

/**
 * Ends the session, then loads / afresh so every cached read (the user first) starts over.
 * The page leaves even when the call fails: a session the server already dropped is no reason to stay.
 */
export function useLogout() {
  const mutation = useSWRMutation(LOGOUT_KEY, () => logout(), { throwOnError: false });
  const signOut = async () => {
    await mutation.trigger();
    window.location.assign(paths.home.getHref());
  };
  return { signOut, isSigningOut: mutation.isMutating };
}
