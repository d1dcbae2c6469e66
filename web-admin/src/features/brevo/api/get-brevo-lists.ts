import type { EmailList } from '@prop/contracts/marketing';
import { apiRequest } from '@prop/web-client/api-fetch';
import useSWR from 'swr';

export const brevoListsKey = '/api/admin/brevo/lists';

export function getBrevoLists(): Promise<EmailList[]> {
  return apiRequest<EmailList[]>('GET', brevoListsKey);
}

/** Every list of the Brevo account. */
export function useBrevoLists() {
  return useSWR(brevoListsKey, getBrevoLists);
}
