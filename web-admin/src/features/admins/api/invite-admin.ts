import type { InviteAdminInput } from '@prop/contracts/admins';
import type { MessageResponse } from '@prop/contracts/auth';
import { urlOf } from '@prop/contracts/endpoints/define';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import useSWRMutation from 'swr/mutation';
import { callEndpoint, mutationKeyOf } from '../../../shared/api/endpoints.ts';
import { adminsKey } from './get-admins.ts';
import { useSWRConfig } from 'swr';

const endpoint = identityEndpoints.postAdminAdmins;

/** Invites an admin, then refreshes the list (where they show as invited). */
export function useInviteAdmin() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    mutationKeyOf(endpoint),
    (_key: string, { arg }: { arg: InviteAdminInput }) =>
      callEndpoint<MessageResponse & { id: string }>(endpoint, urlOf(endpoint), arg),
    { onSuccess: () => void mutate(adminsKey) },
  );
}
