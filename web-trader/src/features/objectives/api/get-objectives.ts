import { urlOf } from '@prop/contracts/endpoints/define';
import { riskEndpoints } from '@prop/contracts/endpoints/risk';
import type { AccountObjectives } from '@prop/contracts/program';
import { getJsonOrNull } from '@prop/web-client/api-fetch';
import useSWR from 'swr';

export const OBJECTIVES_KEY = urlOf(riskEndpoints.getAccountObjectives);

/** GET /api/account/objectives; a 404 means the trader has no account to judge and reads as `null`. */
export function getObjectives(): Promise<AccountObjectives | null> {
  return getJsonOrNull<AccountObjectives>(OBJECTIVES_KEY);
}

/** The account's objectives; the dashboard's socket keeps them current (see `useObjectivesPush`). */
export function useObjectives(enabled = true) {
  return useSWR(enabled ? OBJECTIVES_KEY : null, getObjectives);
}
