import type { AdminUser } from '@prop/contracts/user';
import { viewAsInputSchema } from '@prop/contracts/view-as';
import { Button } from '@prop/ui/button';
import { Dialog } from '@prop/ui/dialog';
import { Field } from '@prop/ui/field';
import { Textarea } from '@prop/ui/textarea';
import { useToast } from '@prop/ui/toast';
import { errorText } from '@prop/web-client/api-fetch';
import { useState } from 'react';
import { ADMIN_TOASTS } from '../../../config/messages.ts';
import { fullName } from '../../../lib/format.ts';
import { useStartViewAs } from '../api/view-as.ts';

/**
 * Asks why, then opens the trader app in a new tab on a read-only view of this trader's area. The
 * tab is opened at the click (a tab opened after the answer would be taken for a pop-up) and
 * pointed at the trader app once the view has started, or closed again when it did not.
 */
export function ViewAsDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { toast } = useToast();
  const { trigger, isMutating } = useStartViewAs();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const start = async () => {
    const parsed = viewAsInputSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    const tab = window.open('about:blank', '_blank');
    try {
      const view = await trigger({ userId: user.id, reason: parsed.data.reason });
      if (tab) tab.location.href = '/';
      toast({ title: view.message, description: `Viewing as ${view.traderName} in a new tab`, variant: 'success' });
      onClose();
    } catch (failure) {
      tab?.close();
      toast({
        title: ADMIN_TOASTS.errorTitle,
        description: errorText(failure, 'Failed to start the view'),
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog
      open
      onClose={isMutating ? () => {} : onClose}
      title={`View as ${fullName(user)}`}
      description="Opens the trader app in a new tab: read-only, and for a limited time. Your reason is kept in the audit log."
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isMutating}>
            Cancel
          </Button>
          <Button onClick={() => void start()} loading={isMutating} loadingText="Starting...">
            Start view
          </Button>
        </>
      }
    >
      <Field label="Reason" hint="E.g. the ticket you are looking into" error={error}>
        {(control) => (
          <Textarea
            {...control}
            data-autofocus
            maxLength={500}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
          />
        )}
      </Field>
    </Dialog>
  );
}
