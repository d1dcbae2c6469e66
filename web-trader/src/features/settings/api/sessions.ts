import { urlOf } from '@prop/contracts/endpoints/define';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import type { TraderSession } from '@prop/contracts/privacy';
import { apiRequest, getJson } from '@prop/web-client/api-fetch';
import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { paths } from '../../../config/paths.ts';

export const SESSIONS_KEY = urlOf(identityEndpoints.getUserSessions);

export function useSessions() {
  return useSWR(SESSIONS_KEY, (key: string) => getJson<TraderSession[]>(key));
}

/** Signs out one of the trader's other sessions; the list is read again afterwards. */
export function useEndSession() {
  return useSWRMutation(SESSIONS_KEY, (_key: string, { arg: id }: { arg: string }) => {
    const endpoint = identityEndpoints.deleteUserSessionById;
    return apiRequest<unknown>(endpoint.method, urlOf(endpoint, { id }));
  });
}

/**
 * Signs out every session, this one included, then loads / afresh: the app starts over signed out,
 * as after a sign-out.
 */
export function useEndAllSessions() {
  return useSWRMutation(`${identityEndpoints.deleteUserSessions.method} ${SESSIONS_KEY}`, async () => {
    await apiRequest<unknown>(identityEndpoints.deleteUserSessions.method, SESSIONS_KEY);
    window.location.assign(paths.home.getHref());
  });
}
