import type { RealtimeMessage } from '@prop/contracts/realtime';
import { useRealtime } from '@prop/web-client/use-realtime';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { revalidatePaths } from '../../../lib/revalidate.ts';
import { usersPath } from '../../../shared/api/get-users.ts';

/**
 * Re-reads the user lists (every search) once when the gateway pushes a `user_update`: a trader
 * registered, changed their profile or was deleted. Mount once where users are listed.
 */
export function useUserLiveUpdates() {
  const { mutate } = useSWRConfig();
  const onMessage = useCallback(
    (message: RealtimeMessage) => {
      if (message.type === 'user_update') void revalidatePaths(mutate, usersPath);
    },
    [mutate],
  );
  return useRealtime('admin', true, onMessage);
}
