import type { DrawdownBreach } from '@prop/contracts/breach';
import { TIMINGS } from '@prop/contracts/constants';
import { apiRequest } from '@prop/web-client/api-fetch';
import useSWR from 'swr';

export const drawdownBreachesKey = '/api/admin/drawdown-breaches';

export function getDrawdownBreaches(): Promise<DrawdownBreach[]> {
  return apiRequest<DrawdownBreach[]>('GET', drawdownBreachesKey);
}

/** The active drawdown breaches, polled every second (spec section 9). */
export function useDrawdownBreaches() {
  return useSWR(drawdownBreachesKey, getDrawdownBreaches, { refreshInterval: TIMINGS.breachesPollMs });
}
