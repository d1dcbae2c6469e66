import { urlOf } from '@prop/contracts/endpoints/define';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import type { ConsentInput } from '@prop/contracts/privacy';
import type { CurrentUser } from '@prop/contracts/user';
import { apiRequest } from '@prop/web-client/api-fetch';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { USER_KEY } from '../../../lib/auth.ts';

export const CONSENT_KEY = urlOf(identityEndpoints.putUserConsent);

/** The answer is the updated user, consent and its time included; it replaces the cached /api/user. */
export function useChangeConsent() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    CONSENT_KEY,
    (_key: string, { arg }: { arg: ConsentInput }) =>
      apiRequest<CurrentUser>(identityEndpoints.putUserConsent.method, CONSENT_KEY, arg),
    { onSuccess: (user) => mutate(USER_KEY, user, { revalidate: false }) },
  );
}
