import type { DrawdownBreach } from '@prop/contracts/breach';
import { TIMINGS } from '@prop/contracts/constants';
import { urlOf } from '@prop/contracts/endpoints/define';
import { riskEndpoints } from '@prop/contracts/endpoints/risk';
import { pollEvery } from '@prop/web-client/poll-every';
import useSWR from 'swr';
import { callEndpoint } from '../../../shared/api/endpoints.ts';

export const drawdownBreachesKey = urlOf(riskEndpoints.getAdminDrawdownBreaches);

export function getDrawdownBreaches(): Promise<DrawdownBreach[]> {
  return callEndpoint<DrawdownBreach[]>(riskEndpoints.getAdminDrawdownBreaches, drawdownBreachesKey);
}

/**
 * The active drawdown breaches, read again every second (docs/product-rules.md §9) as the fallback
 * of the `breach_update` push.
 */
export function useDrawdownBreaches() {
  return useSWR(drawdownBreachesKey, getDrawdownBreaches, pollEvery(TIMINGS.breachesPollMs));
}
