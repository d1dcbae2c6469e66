import type { ToastOptions } from '@prop/ui/toast';
import { ADMIN_TOASTS } from '../../../config/messages.ts';
import { isNotConfigured } from '../api/not-configured.ts';

/** The toast for a failed Brevo action: the spec's 'Not Configured' one when no key is set. */
export function failureToast(error: unknown, title: string, description: string): ToastOptions {
  return isNotConfigured(error)
    ? {
        title: ADMIN_TOASTS.brevoNotConfiguredTitle,
        description: ADMIN_TOASTS.brevoNotConfigured,
        variant: 'destructive',
      }
    : { title, description, variant: 'destructive' };
}
