import { type ToastHandle, type ToastOptions, useToast } from '@prop/ui/toast';
import { useCallback, useRef } from 'react';

/**
 * One action's failure toast, remembered so that the action's later success takes it away: a stale
 * 'Purchase Failed' must not stay on screen beside the purchase that went through. `fail` shows the
 * failure (destructive), `clear` dismisses it if it is still the toast on screen.
 */
export function useFailureSlot(): {
  fail: (options: Omit<ToastOptions, 'variant'>) => void;
  clear: () => void;
} {
  const { toast } = useToast();
  const shown = useRef<ToastHandle | null>(null);
  const fail = useCallback(
    (options: Omit<ToastOptions, 'variant'>) => {
      shown.current = toast({ ...options, variant: 'destructive' });
    },
    [toast],
  );
  const clear = useCallback(() => {
    shown.current?.dismiss();
    shown.current = null;
  }, []);
  return { fail, clear };
}
