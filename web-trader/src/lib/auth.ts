import { urlOf } from '@prop/contracts/endpoints/define';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import type { CurrentUser } from '@prop/contracts/user';
import { getJson } from '@prop/web-client/api-fetch';
import useSWR from 'swr';

/** GET /api/user decides authentication: signed in when it answers with a user, signed out on 401. */
export const USER_KEY = urlOf(identityEndpoints.getUser);

export function getUser(): Promise<CurrentUser | null> {
  return getJson<CurrentUser>(USER_KEY, 'null');
}

export type Auth = {
  user: CurrentUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
};

export function useUser(): Auth {
  const { data, isLoading } = useSWR(USER_KEY, getUser, { shouldRetryOnError: false });
  return { user: data ?? null, isLoading, isAuthenticated: Boolean(data) };
}
