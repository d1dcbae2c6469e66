import { errorText } from '@prop/web-client/api-fetch';
import { useToast } from '@prop/ui/toast';
import { useCallback } from 'react';
import { useSessionExpiry } from './session-expiry.ts';

/**
 * The one way a signed-in screen reports a failed call: an expired session is handled as such,
 * anything else shows `title` with the server's message or the screen's fallback text.
 */
export function useFailureToast(): (error: unknown, title: string, fallback: string) => void {
  const { toast } = useToast();
  const handleSessionExpiry = useSessionExpiry();
  return useCallback(
    (error: unknown, title: string, fallback: string) => {
      if (handleSessionExpiry(error)) return;
      toast({ title, description: errorText(error, fallback), variant: 'destructive' });
    },
    [toast, handleSessionExpiry],
  );
}
