import { urlOf } from '@prop/contracts/endpoints/define';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import type { loginSchema } from '@prop/contracts/auth';
import type { CurrentUser } from '@prop/contracts/user';
import { apiRequest } from '@prop/web-client/api-fetch';
import useSWRMutation from 'swr/mutation';
import type { z } from 'zod';

export type LoginBody = z.output<typeof loginSchema>;
export type LoginResponse = { message: string; user: CurrentUser };

export const LOGIN_KEY = urlOf(identityEndpoints.postLogin);

export function login(body: LoginBody): Promise<LoginResponse> {
  return apiRequest<LoginResponse>(identityEndpoints.postLogin.method, LOGIN_KEY, body);
}

export function useLogin() {
  return useSWRMutation(LOGIN_KEY, (_key: string, { arg }: { arg: LoginBody }) => login(arg));
}
