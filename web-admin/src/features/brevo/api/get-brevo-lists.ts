import type { EmailList } from '@prop/contracts/marketing';
import { urlOf } from '@prop/contracts/endpoints/define';
import { marketingEndpoints } from '@prop/contracts/endpoints/marketing';
import useSWR from 'swr';
import { callEndpoint } from '../../../shared/api/endpoints.ts';

export const brevoListsKey = urlOf(marketingEndpoints.getAdminBrevoLists);

export function getBrevoLists(): Promise<EmailList[]> {
  return callEndpoint<EmailList[]>(marketingEndpoints.getAdminBrevoLists, brevoListsKey);
}

/** Every list of the Brevo account. */
export function useBrevoLists() {
  return useSWR(brevoListsKey, getBrevoLists);
}
