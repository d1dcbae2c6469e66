import type { AdminListItem } from '@prop/contracts/admins';
import { urlOf } from '@prop/contracts/endpoints/define';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import useSWR from 'swr';
import { callEndpoint } from '../../../shared/api/endpoints.ts';

export const adminsKey = urlOf(identityEndpoints.getAdminAdmins);

export function useAdmins() {
  return useSWR(adminsKey, (key: string) => callEndpoint<AdminListItem[]>(identityEndpoints.getAdminAdmins, key));
}
