import type { DrawdownBreach } from '@prop/contracts/breach';
import { Button } from '@prop/ui/button';
import { Dialog } from '@prop/ui/dialog';
import { useToast } from '@prop/ui/toast';
import { errorText } from '@prop/web-client/api-fetch';
import { useState } from 'react';
import { useResolveBreach } from '../api/resolve-breach.ts';
import { ADMIN_TOASTS } from '../../../config/messages.ts';
import { AdminNotesField } from '../../../components/admin-notes-field.tsx';

export interface ResolveBreachDialogProps {
  /** The breach to resolve; the dialog is open while set. */
  breach: DrawdownBreach | null;
  onClose: () => void;
}

/** Resolve a breach with optional admin notes. */
export function ResolveBreachDialog({ breach, onClose }: ResolveBreachDialogProps) {
  const { toast } = useToast();
  const { trigger, isMutating } = useResolveBreach();
  const [notes, setNotes] = useState('');

  const close = () => {
    setNotes('');
    onClose();
  };

  const onResolve = async () => {
    if (!breach) return;
    const adminNotes = notes.trim();
    try {
      await trigger({ breachId: breach.id, ...(adminNotes ? { adminNotes } : {}) });
      close();
      toast({ title: 'Breach resolved', variant: 'success' });
    } catch (error) {
      toast({
        title: ADMIN_TOASTS.errorTitle,
        description: errorText(error, ADMIN_TOASTS.resolveBreachFailed),
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog
      open={breach !== null}
      onClose={isMutating ? () => {} : close}
      title="Resolve breach"
      description={
        breach
          ? `${breach.userFirstName} ${breach.userLastName} · MT5 ${breach.mt5AccountId} · ${breach.breachPercentage.toFixed(2)}% drawdown`
          : undefined
      }
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={isMutating}>
            Cancel
          </Button>
          <Button onClick={() => void onResolve()} loading={isMutating} loadingText="Resolving...">
            Resolve breach
          </Button>
        </>
      }
    >
      <AdminNotesField label="Admin notes (optional)" value={notes} onChange={setNotes} />
    </Dialog>
  );
}
