import { useSyncExternalStore } from 'react';
import { MOBILE_MEDIA_QUERY } from './theme.tsx';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(MOBILE_MEDIA_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** True below the 768 px mobile breakpoint. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(MOBILE_MEDIA_QUERY).matches,
    () => false,
  );
}
