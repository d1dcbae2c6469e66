import type { DrawdownBreach } from '@prop/contracts/breach';
import { TIMINGS } from '@prop/contracts/constants';
import { urlOf } from '@prop/contracts/endpoints/define';
import { riskEndpoints } from '@prop/contracts/endpoints/risk';
import useSWR from 'swr';
import { callEndpoint } from '../../../shared/api/endpoints.ts';

export const drawdownBreachesKey = urlOf(riskEndpoints.getAdminDrawdownBreaches);

export function getDrawdownBreaches(): Promise<DrawdownBreach[]> {
  return callEndpoint<DrawdownBreach[]>(riskEndpoints.getAdminDrawdownBreaches, drawdownBreachesKey);
}

/**
 * The active drawdown breaches, read again every second (docs/product-rules.md §9) as the fallback
 * of the `breach_update` push. Two reads of the same key closer than `dedupingInterval` collapse into
 * one, so that window stays below the poll interval, or the list would be read every 2 s.
 */
export function useDrawdownBreaches() {
  return useSWR(drawdownBreachesKey, getDrawdownBreaches, {
    refreshInterval: TIMINGS.breachesPollMs,
    dedupingInterval: TIMINGS.breachesPollMs / 2,
  });
}
