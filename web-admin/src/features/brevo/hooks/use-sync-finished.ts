import type { SyncProgress } from '@prop/contracts/marketing';
import { useEffect, useRef } from 'react';

/** Calls `onFinished` once when a sync this page watched running is seen finished. */
export function useSyncFinished(sync: SyncProgress | null, onFinished: (sync: SyncProgress) => void): void {
  const watched = useRef<string | null>(null);
  const latest = useRef(onFinished);
  latest.current = onFinished;
  useEffect(() => {
    if (!sync) return;
    if (sync.status === 'running') watched.current = sync.id;
    else if (watched.current === sync.id) {
      watched.current = null;
      latest.current(sync);
    }
  }, [sync]);
}
