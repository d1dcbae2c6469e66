import { type BreachEvidence, breachEvidenceSchema } from '@prop/contracts/breach';
import { apiRequest } from '@prop/web-client/api-fetch';
import useSWR from 'swr';
import { drawdownBreachesKey } from './get-drawdown-breaches.ts';

/** Under the breaches list's path, so resolving or deleting a breach refreshes its evidence too. */
export function breachEvidenceKey(breachId: string): string {
  return `${drawdownBreachesKey}/${encodeURIComponent(breachId)}/evidence`;
}

/**
 * Parsed with the contract's schema: the chart and the facts read nested fields (trigger, series),
 * so a drifted response fails here as an error state rather than as a broken chart.
 */
export async function getBreachEvidence(key: string): Promise<BreachEvidence> {
  return breachEvidenceSchema.parse(await apiRequest<unknown>('GET', key));
}

/** One breach's evidence, read once when its dialog opens; no key (no request) while `breachId` is null. */
export function useBreachEvidence(breachId: string | null) {
  return useSWR(breachId ? breachEvidenceKey(breachId) : null, getBreachEvidence);
}
