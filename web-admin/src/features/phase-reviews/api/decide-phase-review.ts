import { urlOf } from '@prop/contracts/endpoints/define';
import { programsEndpoints } from '@prop/contracts/endpoints/programs';
import type { PhaseReview, PhaseReviewDecision } from '@prop/contracts/program';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { revalidatePaths } from '../../../lib/revalidate.ts';
import { callEndpoint, mutationKeyOf } from '../../../shared/api/endpoints.ts';
import { phaseReviewsPrefix } from './get-phase-reviews.ts';

export const decidePhaseReviewKey = mutationKeyOf(programsEndpoints.postAdminPhaseReviewsById);

export interface DecidePhaseReviewArgs extends PhaseReviewDecision {
  id: string;
}

export function decidePhaseReview({ id, ...decision }: DecidePhaseReviewArgs): Promise<PhaseReview> {
  const endpoint = programsEndpoints.postAdminPhaseReviewsById;
  return callEndpoint<PhaseReview>(endpoint, urlOf(endpoint, { id }), decision);
}

/**
 * Approves or rejects a passed phase, then refreshes every filtered list. A failure refreshes them
 * too: a 409 means another admin decided it meanwhile, and the list should show that.
 */
export function useDecidePhaseReview() {
  const { mutate } = useSWRConfig();
  const refresh = () => void revalidatePaths(mutate, phaseReviewsPrefix);
  return useSWRMutation(
    decidePhaseReviewKey,
    (_key: string, { arg }: { arg: DecidePhaseReviewArgs }) => decidePhaseReview(arg),
    { onSuccess: refresh, onError: refresh },
  );
}
