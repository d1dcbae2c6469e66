import { useToast } from '@prop/ui/toast';
import { useEffect, useRef } from 'react';
import { ADMIN_TOASTS } from '../../../config/messages.ts';
import { isNotConfigured } from '../api/not-configured.ts';

/** Says 'Not Configured' once, when the page first learns that no Brevo API key is set. */
export function useNotConfiguredToast(error: unknown): void {
  const { toast } = useToast();
  const told = useRef(false);
  const notConfigured = isNotConfigured(error);
  useEffect(() => {
    if (!notConfigured || told.current) return;
    told.current = true;
    toast({ title: ADMIN_TOASTS.brevoNotConfiguredTitle, description: ADMIN_TOASTS.brevoNotConfigured });
  }, [notConfigured, toast]);
}
