import { TIMINGS } from '@prop/contracts/constants';
import { useToast } from '@prop/ui/toast';
import { useCallback } from 'react';
import { paths } from '../config/paths.ts';

/** docs/product-rules.md §8: an error reading `401: ... Unauthorized` on a signed-in page means the session ended. */
const SESSION_EXPIRED = /^401: .*Unauthorized/s;

export function isSessionExpired(error: unknown): boolean {
  return error instanceof Error && SESSION_EXPIRED.test(error.message);
}

/** Shared by every caller, so several failing calls at once give one toast and one reload. */
let reloading = false;

/**
 * Returns a handler that, for an expired session, tells the trader and after 1 s loads the home page
 * afresh (docs/product-rules.md §6: back to sign-in). Reloading the current page instead would land a
 * signed-out visitor on a trader path, which is the 'page not found' screen. It answers whether it took
 * care of the error.
 */
export function useSessionExpiry(): (error: unknown) => boolean {
  const { toast } = useToast();
  return useCallback(
    (error: unknown) => {
      if (!isSessionExpired(error)) return false;
      if (!reloading) {
        reloading = true;
        toast({ title: 'Session Expired', description: 'Please log in again.', variant: 'destructive' });
        setTimeout(() => window.location.assign(paths.home.getHref()), TIMINGS.reloadDelayMs);
      }
      return true;
    },
    [toast],
  );
}
