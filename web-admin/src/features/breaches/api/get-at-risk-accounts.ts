import { type AtRiskAccount, atRiskAccountListSchema } from '@prop/contracts/breach';
import { urlOf } from '@prop/contracts/endpoints/define';
import { riskEndpoints } from '@prop/contracts/endpoints/risk';
import useSWR from 'swr';
import { callEndpoint } from '../../../shared/api/endpoints.ts';

export const atRiskAccountsKey = urlOf(riskEndpoints.getAdminAtRiskAccounts);

/** The fallback of the `risk_warning` and `breach_update` pushes: a level raised today stays raised. */
const AT_RISK_POLL_MS = 30_000;

/** Parsed with the contract's schema: the badges read the level as 80 or 90. */
export async function getAtRiskAccounts(): Promise<AtRiskAccount[]> {
  return atRiskAccountListSchema.parse(
    await callEndpoint<unknown>(riskEndpoints.getAdminAtRiskAccounts, atRiskAccountsKey),
  );
}

export function useAtRiskAccounts() {
  return useSWR(atRiskAccountsKey, getAtRiskAccounts, { refreshInterval: AT_RISK_POLL_MS });
}
