import { urlOf } from '@prop/contracts/endpoints/define';
import { programsEndpoints } from '@prop/contracts/endpoints/programs';
import type { PhaseReview } from '@prop/contracts/program';
import useSWR from 'swr';
import { callEndpoint, pathPrefixOf } from '../../../shared/api/endpoints.ts';
import { apiQueryOf, type PhaseReviewFilter } from '../utils/phase-review-filter.ts';

/** Start of every filtered list's key, to refresh them all at once. */
export const phaseReviewsPrefix = pathPrefixOf(programsEndpoints.getAdminPhaseReviews);

export const phaseReviewsKey = (filter: PhaseReviewFilter) =>
  urlOf(programsEndpoints.getAdminPhaseReviews, {}, apiQueryOf(filter));

export function getPhaseReviews(filter: PhaseReviewFilter): Promise<PhaseReview[]> {
  return callEndpoint<PhaseReview[]>(programsEndpoints.getAdminPhaseReviews, phaseReviewsKey(filter));
}

/** The passed phases the filter selects, in the server's order. */
export function usePhaseReviews(filter: PhaseReviewFilter) {
  return useSWR(phaseReviewsKey(filter), () => getPhaseReviews(filter));
}
