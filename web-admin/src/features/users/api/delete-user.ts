import { urlOf } from '@prop/contracts/endpoints/define';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { revalidatePaths } from '../../../lib/revalidate.ts';
import { areaPrefixOf, callEndpoint, mutationKeyOf } from '../../../shared/api/endpoints.ts';

export const deleteUserKey = mutationKeyOf(identityEndpoints.deleteAdminUserById);

export function deleteUser(userId: string): Promise<unknown> {
  const endpoint = identityEndpoints.deleteAdminUserById;
  return callEndpoint(endpoint, urlOf(endpoint, { id: userId }));
}

/** Deletes a user with their account and KYC data, then refreshes every admin list. */
export function useDeleteUser() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(deleteUserKey, (_key: string, { arg }: { arg: string }) => deleteUser(arg), {
    onSuccess: () => {
      void revalidatePaths(mutate, areaPrefixOf(identityEndpoints.deleteAdminUserById, 2));
    },
  });
}
