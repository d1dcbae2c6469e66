import { ADMIN_NOTES_MAX_LENGTH } from '@prop/contracts/admin-notes';
import { breachReversalRequestSchema, type DrawdownBreach } from '@prop/contracts/breach';
import { Button } from '@prop/ui/button';
import { Dialog } from '@prop/ui/dialog';
import { Field } from '@prop/ui/field';
import { Textarea } from '@prop/ui/textarea';
import { useToast } from '@prop/ui/toast';
import { errorText } from '@prop/web-client/api-fetch';
import { useState } from 'react';
import { ADMIN_TOASTS } from '../../../config/messages.ts';
import { AdminNotesField } from '../../../components/admin-notes-field.tsx';
import { useApproveReversal, useRequestReversal } from '../api/reverse-breach.ts';
import { REVERSAL_TEXTS } from '../utils/breach-reversal.ts';

export interface ReversalDialogProps {
  /** The breach; the dialog is open while set. */
  breach: DrawdownBreach | null;
  onClose: () => void;
}

function describe(breach: DrawdownBreach | null): string | undefined {
  return breach
    ? `${breach.userFirstName} ${breach.userLastName} · MT5 ${breach.mt5AccountId} · ${breach.breachPercentage.toFixed(2)}% drawdown`
    : undefined;
}

/** The first admin asks to reverse a breach (an appeal upheld), with the reason a second admin reads. */
export function RequestReversalDialog({ breach, onClose }: ReversalDialogProps) {
  const { toast } = useToast();
  const { trigger, isMutating } = useRequestReversal();
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>();

  const close = () => {
    setReason('');
    setInvalid(undefined);
    onClose();
  };

  const onRequest = async () => {
    if (!breach) return;
    const parsed = breachReversalRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message);
      return;
    }
    try {
      const { message } = await trigger({ breachId: breach.id, reason: parsed.data.reason });
      close();
      toast({ title: message, variant: 'success' });
    } catch (error) {
      toast({
        title: ADMIN_TOASTS.errorTitle,
        description: errorText(error, REVERSAL_TEXTS.requestFailed),
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog
      open={breach !== null}
      onClose={isMutating ? () => {} : close}
      title="Request reversal"
      description={describe(breach)}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={isMutating}>
            Cancel
          </Button>
          <Button onClick={() => void onRequest()} loading={isMutating} loadingText="Requesting...">
            Request reversal
          </Button>
        </>
      }
    >
      <Field label="Reason" hint="A second admin reads this before approving." error={invalid}>
        {(control) => (
          <Textarea
            {...control}
            data-autofocus
            required
            maxLength={ADMIN_NOTES_MAX_LENGTH}
            value={reason}
            disabled={isMutating}
            onChange={(event) => {
              setReason(event.target.value);
              setInvalid(undefined);
            }}
          />
        )}
      </Field>
    </Dialog>
  );
}

/** A second, different admin approves the waiting reversal, with optional notes; the account trades on. */
export function ApproveReversalDialog({ breach, onClose }: ReversalDialogProps) {
  const { toast } = useToast();
  const { trigger, isMutating } = useApproveReversal();
  const [notes, setNotes] = useState('');

  const close = () => {
    setNotes('');
    onClose();
  };

  const onApprove = async () => {
    if (!breach) return;
    const trimmed = notes.trim();
    try {
      const { message } = await trigger({ breachId: breach.id, ...(trimmed ? { notes: trimmed } : {}) });
      close();
      toast({ title: message, variant: 'success' });
    } catch (error) {
      toast({
        title: ADMIN_TOASTS.errorTitle,
        description: errorText(error, REVERSAL_TEXTS.approveFailed),
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog
      open={breach !== null}
      onClose={isMutating ? () => {} : close}
      title="Approve reversal"
      description={describe(breach)}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={isMutating}>
            Cancel
          </Button>
          <Button onClick={() => void onApprove()} loading={isMutating} loadingText="Approving...">
            Approve reversal
          </Button>
        </>
      }
    >
      {breach?.reversal ? <p>Reason: {breach.reversal.reason}</p> : null}
      <AdminNotesField label="Notes (optional)" value={notes} onChange={setNotes} />
    </Dialog>
  );
}
