import type { CurrentUser } from '@prop/contracts/user';
import { getJson } from '@prop/web-client/api-fetch';
import useSWR from 'swr';

/** GET /api/user decides authentication: signed in when it answers with a user, signed out on 401. */
export const USER_KEY = '/api/user';

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
