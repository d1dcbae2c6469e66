import { ADMIN_NOTES_MAX_LENGTH } from '@prop/contracts/admin-notes';
import { breachReversalRequestSchema, type DrawdownBreach } from '@prop/contracts/breach';
import { Button } from '@prop/ui/button';
import { Dialog } from '@prop/ui/dialog';
import { Field } from '@prop/ui/field';
import { Textarea } from '@prop/ui/textarea';
import { useToast } from '@prop/ui/toast';
import { errorText } from '@prop/web-client/api-fetch';
import { type ReactNode, useState } from 'react';
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

interface StepDialogProps {
  breach: DrawdownBreach | null;
  title: string;
  action: { label: string; busy: string; failed: string };
  busy: boolean;
  /** Sends the step; undefined when the input did not pass and nothing was sent. */
  send: (breach: DrawdownBreach) => Promise<{ message: string } | undefined>;
  /** Closes the dialog and forgets its input. */
  close: () => void;
  children: ReactNode;
}

/** One step of a reversal in a dialog: send it, close and show the server's answer, or show why not. */
function ReversalStepDialog({ breach, title, action, busy, send, close, children }: StepDialogProps) {
  const { toast } = useToast();
  const submit = async () => {
    if (!breach) return;
    try {
      const sent = await send(breach);
      if (!sent) return;
      close();
      toast({ title: sent.message, variant: 'success' });
    } catch (error) {
      toast({ title: ADMIN_TOASTS.errorTitle, description: errorText(error, action.failed), variant: 'destructive' });
    }
  };
  return (
    <Dialog
      open={breach !== null}
      onClose={busy ? () => {} : close}
      title={title}
      description={describe(breach)}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={busy} loadingText={action.busy}>
            {action.label}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}

/** The first admin asks to reverse a breach (an appeal upheld), with the reason a second admin reads. */
export function RequestReversalDialog({ breach, onClose }: ReversalDialogProps) {
  const { trigger, isMutating } = useRequestReversal();
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>();
  const close = () => {
    setReason('');
    setInvalid(undefined);
    onClose();
  };
  const send = async ({ id }: DrawdownBreach) => {
    const parsed = breachReversalRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message);
      return undefined;
    }
    return trigger({ breachId: id, reason: parsed.data.reason });
  };
  return (
    <ReversalStepDialog
      breach={breach}
      title="Request reversal"
      action={{ label: 'Request reversal', busy: 'Requesting...', failed: REVERSAL_TEXTS.requestFailed }}
      busy={isMutating}
      send={send}
      close={close}
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
    </ReversalStepDialog>
  );
}

/** A second, different admin approves the waiting reversal, with optional notes; the account trades on. */
export function ApproveReversalDialog({ breach, onClose }: ReversalDialogProps) {
  const { trigger, isMutating } = useApproveReversal();
  const [notes, setNotes] = useState('');
  const close = () => {
    setNotes('');
    onClose();
  };
  const send = ({ id }: DrawdownBreach) => {
    const trimmed = notes.trim();
    return trigger({ breachId: id, ...(trimmed ? { notes: trimmed } : {}) });
  };
  return (
    <ReversalStepDialog
      breach={breach}
      title="Approve reversal"
      action={{ label: 'Approve reversal', busy: 'Approving...', failed: REVERSAL_TEXTS.approveFailed }}
      busy={isMutating}
      send={send}
      close={close}
    >
      {breach?.reversal ? <p>Reason: {breach.reversal.reason}</p> : null}
      <AdminNotesField label="Notes (optional)" value={notes} onChange={setNotes} />
    </ReversalStepDialog>
  );
}
