import { accountsEndpoints } from '@prop/contracts/endpoints/accounts';
import { urlOf } from '@prop/contracts/endpoints/define';
import type { Position } from '@prop/contracts/trading';
import { getJson } from '@prop/web-client/api-fetch';
import useSWR from 'swr';
import { REREAD_CACHED } from './reread-cached.ts';

export const POSITIONS_KEY = urlOf(accountsEndpoints.getAccountPositions);

/** The positions open now; read again on the pushes that change them (see `useJournalLiveUpdates`). */
export function usePositions() {
  return useSWR(POSITIONS_KEY, (url: string) => getJson<Position[]>(url), REREAD_CACHED);
}
