import type { KycDecisionInput, KycRecord } from '@prop/contracts/kyc';
import { apiRequest } from '@prop/web-client/api-fetch';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { revalidatePaths } from '../../../lib/revalidate.ts';

export const updateKycStatusKey = 'PUT /api/admin/kyc';

export interface UpdateKycStatusArgs extends KycDecisionInput {
  userId: string;
}

export function updateKycStatus({ userId, ...decision }: UpdateKycStatusArgs): Promise<KycRecord> {
  return apiRequest<KycRecord>('PUT', `/api/admin/kyc/${encodeURIComponent(userId)}`, decision);
}

/** Sets a user's KYC status, then refreshes the KYC list, the user lists and user details. */
export function useUpdateKycStatus() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    updateKycStatusKey,
    (_key: string, { arg }: { arg: UpdateKycStatusArgs }) => updateKycStatus(arg),
    {
      onSuccess: () => {
        void revalidatePaths(mutate, '/api/admin/kyc', '/api/admin/users', '/api/admin/user/');
      },
    },
  );
}
