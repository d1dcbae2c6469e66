import { urlOf } from '@prop/contracts/endpoints/define';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import type { personalInfoSchema } from '@prop/contracts/auth';
import type { CurrentUser } from '@prop/contracts/user';
import { apiRequest } from '@prop/web-client/api-fetch';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { z } from 'zod';
import { USER_KEY } from '../../../lib/auth.ts';

export type PersonalInfoBody = z.output<typeof personalInfoSchema>;

export const PERSONAL_INFO_KEY = urlOf(identityEndpoints.putUserPersonal);

export function updatePersonalInfo(body: PersonalInfoBody): Promise<CurrentUser> {
  return apiRequest<CurrentUser>(identityEndpoints.putUserPersonal.method, PERSONAL_INFO_KEY, body);
}

/** The answer is the updated user; it replaces the cached /api/user so the sidebar name follows. */
export function useUpdatePersonalInfo() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    PERSONAL_INFO_KEY,
    (_key: string, { arg }: { arg: PersonalInfoBody }) => updatePersonalInfo(arg),
    { onSuccess: (user) => mutate(USER_KEY, user, { revalidate: false }) },
  );
}
