import type { EmailInfo } from '@prop/contracts/marketing';
import { apiRequest } from '@prop/web-client/api-fetch';
import useSWR from 'swr';

export const brevoInfoKey = '/api/admin/brevo/info';

export function getBrevoInfo(): Promise<EmailInfo> {
  return apiRequest<EmailInfo>('GET', brevoInfoKey);
}

/** The firm's Brevo list and its subscriber totals; its answer is also the connection status. */
export function useBrevoInfo() {
  return useSWR(brevoInfoKey, getBrevoInfo);
}
