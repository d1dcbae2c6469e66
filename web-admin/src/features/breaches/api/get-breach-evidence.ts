import { type BreachEvidence, breachEvidenceSchema } from '@prop/contracts/breach';
import { urlOf } from '@prop/contracts/endpoints/define';
import { riskEndpoints } from '@prop/contracts/endpoints/risk';
import useSWR from 'swr';
import { callEndpoint } from '../../../shared/api/endpoints.ts';

/** Under the breaches list's path, so resolving or deleting a breach refreshes its evidence too. */
export function breachEvidenceKey(breachId: string): string {
  return urlOf(riskEndpoints.getAdminDrawdownBreachesByIdEvidence, { id: breachId });
}

/**
 * Parsed with the contract's schema: the chart and the facts read nested fields (trigger, series),
 * so a drifted response fails here as an error state rather than as a broken chart.
 */
export async function getBreachEvidence(key: string): Promise<BreachEvidence> {
  return breachEvidenceSchema.parse(
    await callEndpoint<unknown>(riskEndpoints.getAdminDrawdownBreachesByIdEvidence, key),
  );
}

/** One breach's evidence, read once when its dialog opens; no key (no request) while `breachId` is null. */
export function useBreachEvidence(breachId: string | null) {
  return useSWR(breachId ? breachEvidenceKey(breachId) : null, getBreachEvidence);
}
