import { urlOf } from '@prop/contracts/endpoints/define';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import type { addressSchema } from '@prop/contracts/auth';
import type { CurrentUser } from '@prop/contracts/user';
import { apiRequest } from '@prop/web-client/api-fetch';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { z } from 'zod';
import { USER_KEY } from '../../../lib/auth.ts';

export type AddressBody = z.output<typeof addressSchema>;

export const ADDRESS_KEY = urlOf(identityEndpoints.putUserAddress);

export function updateAddress(body: AddressBody): Promise<CurrentUser> {
  return apiRequest<CurrentUser>(identityEndpoints.putUserAddress.method, ADDRESS_KEY, body);
}

export function useUpdateAddress() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(ADDRESS_KEY, (_key: string, { arg }: { arg: AddressBody }) => updateAddress(arg), {
    onSuccess: (user) => mutate(USER_KEY, user, { revalidate: false }),
  });
}
