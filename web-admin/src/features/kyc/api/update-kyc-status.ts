import type { KycDecisionInput, KycRecord } from '@prop/contracts/kyc';
import { urlOf } from '@prop/contracts/endpoints/define';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { revalidatePaths } from '../../../lib/revalidate.ts';
import { callEndpoint, mutationKeyOf, pathPrefixOf } from '../../../shared/api/endpoints.ts';
import { usersPath } from '../../../shared/api/get-users.ts';
import { kycRecordsKey } from './get-kyc-records.ts';

export const updateKycStatusKey = mutationKeyOf(identityEndpoints.putAdminKycByUserId);

export interface UpdateKycStatusArgs extends KycDecisionInput {
  userId: string;
}

export function updateKycStatus({ userId, ...decision }: UpdateKycStatusArgs): Promise<KycRecord> {
  const endpoint = identityEndpoints.putAdminKycByUserId;
  return callEndpoint<KycRecord>(endpoint, urlOf(endpoint, { userId }), decision);
}

/** Sets a user's KYC status, then refreshes the KYC list, the user lists and user details. */
export function useUpdateKycStatus() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    updateKycStatusKey,
    (_key: string, { arg }: { arg: UpdateKycStatusArgs }) => updateKycStatus(arg),
    {
      onSuccess: () => {
        void revalidatePaths(mutate, kycRecordsKey, usersPath, pathPrefixOf(identityEndpoints.getAdminUserById));
      },
    },
  );
}
