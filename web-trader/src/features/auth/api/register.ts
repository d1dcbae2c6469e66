import { urlOf } from '@prop/contracts/endpoints/define';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import type { registerSchema } from '@prop/contracts/auth';
import type { CurrentUser } from '@prop/contracts/user';
import { apiRequest } from '@prop/web-client/api-fetch';
import useSWRMutation from 'swr/mutation';
import type { z } from 'zod';
import { referralCodeForRegistration } from '../../../lib/referral-visit.ts';

/** Every registration field, confirmPassword and terms included, as the server checks them again. */
export type RegisterBody = z.output<typeof registerSchema>;
export type RegisterResponse = { message: string; user: CurrentUser };

export const REGISTER_KEY = urlOf(identityEndpoints.postRegister);

/** Sends along the referral code of the first affiliate link this browser followed, while it counts. */
export function register(body: RegisterBody): Promise<RegisterResponse> {
  return apiRequest<RegisterResponse>(identityEndpoints.postRegister.method, REGISTER_KEY, {
    ...body,
    referralCode: referralCodeForRegistration(),
  });
}

export function useRegister() {
  return useSWRMutation(REGISTER_KEY, (_key: string, { arg }: { arg: RegisterBody }) => register(arg));
}
