import type { RealtimeMessage } from '@prop/contracts/realtime';
import { useRealtime } from '@prop/web-client/use-realtime';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { revalidatePaths } from '../../../lib/revalidate.ts';
import { phaseReviewsPrefix } from './get-phase-reviews.ts';

/**
 * Re-reads the review queue as soon as the gateway pushes a `phase_update`: a phase passed, or
 * another admin decided one. Mount once per screen.
 */
export function usePhaseReviewLiveUpdates() {
  const { mutate } = useSWRConfig();
  const onMessage = useCallback(
    (message: RealtimeMessage) => {
      if (message.type === 'phase_update') void revalidatePaths(mutate, phaseReviewsPrefix);
    },
    [mutate],
  );
  return useRealtime('admin', true, onMessage);
}
