import type { EmailInfo } from '@prop/contracts/marketing';
import { urlOf } from '@prop/contracts/endpoints/define';
import { marketingEndpoints } from '@prop/contracts/endpoints/marketing';
import useSWR from 'swr';
import { callEndpoint } from '../../../shared/api/endpoints.ts';

export const brevoInfoKey = urlOf(marketingEndpoints.getAdminBrevoInfo);

export function getBrevoInfo(): Promise<EmailInfo> {
  return callEndpoint<EmailInfo>(marketingEndpoints.getAdminBrevoInfo, brevoInfoKey);
}

/** The firm's Brevo list and its subscriber totals; its answer is also the connection status. */
export function useBrevoInfo() {
  return useSWR(brevoInfoKey, getBrevoInfo);
}
