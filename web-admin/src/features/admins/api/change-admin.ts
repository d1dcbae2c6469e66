import type { AdminRolesInput } from '@prop/contracts/admins';
import type { MessageResponse } from '@prop/contracts/auth';
import { urlOf } from '@prop/contracts/endpoints/define';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { callEndpoint, mutationKeyOf } from '../../../shared/api/endpoints.ts';
import { adminKey } from '../../../shared/api/get-admin.ts';
import { adminsKey } from './get-admins.ts';

export type AdminAction = 'disable' | 'enable' | 'reset-second-factor';

const ACTION_ENDPOINTS = {
  disable: identityEndpoints.postAdminAdminDisable,
  enable: identityEndpoints.postAdminAdminEnable,
  'reset-second-factor': identityEndpoints.postAdminAdminSecondFactorReset,
} as const;

/** Disables, enables or resets the second factor of one admin, then refreshes the list. */
export function useAdminAction(action: AdminAction) {
  const { mutate } = useSWRConfig();
  const endpoint = ACTION_ENDPOINTS[action];
  return useSWRMutation(
    mutationKeyOf(endpoint),
    (_key: string, { arg: id }: { arg: string }) => callEndpoint<MessageResponse>(endpoint, urlOf(endpoint, { id })),
    { onSuccess: () => void mutate(adminsKey) },
  );
}

const rolesEndpoint = identityEndpoints.putAdminAdminRoles;

/** Sets an admin's roles; the signed-in admin is read again too, as an owner may change their own. */
export function useSetAdminRoles() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    mutationKeyOf(rolesEndpoint),
    (_key: string, { arg }: { arg: { id: string } & AdminRolesInput }) =>
      callEndpoint<MessageResponse>(rolesEndpoint, urlOf(rolesEndpoint, { id: arg.id }), { roles: arg.roles }),
    {
      onSuccess: () => {
        void mutate(adminsKey);
        void mutate(adminKey);
      },
    },
  );
}
