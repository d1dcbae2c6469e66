import { apiRequest } from '@prop/web-client/api-fetch';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { revalidatePaths } from '../../../lib/revalidate.ts';

export const deleteUserKey = 'DELETE /api/admin/user';

export function deleteUser(userId: string): Promise<unknown> {
  return apiRequest('DELETE', `/api/admin/user/${encodeURIComponent(userId)}`);
}

/** Deletes a user with their account and KYC data, then refreshes every admin list. */
export function useDeleteUser() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(deleteUserKey, (_key: string, { arg }: { arg: string }) => deleteUser(arg), {
    onSuccess: () => {
      void revalidatePaths(mutate, '/api/admin/');
    },
  });
}
