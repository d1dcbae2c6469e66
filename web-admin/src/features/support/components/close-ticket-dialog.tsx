import type { AdminTicket } from '@prop/contracts/support';
import { ConfirmDialog } from '@prop/ui/confirm-dialog';
import { useToast } from '@prop/ui/toast';
import { errorText } from '@prop/web-client/api-fetch';
import { ADMIN_TOASTS } from '../../../config/messages.ts';
import { useCloseTicket } from '../api/close-ticket.ts';
import { ticketOwnerName } from '../utils/ticket-people.ts';

export interface CloseTicketDialogProps {
  /** The ticket to close; the dialog is open while set. */
  ticket: AdminTicket | null;
  onDone: () => void;
}

/** Closing takes the ticket off this list for good (it cannot be reopened from here), so ask first. */
export function CloseTicketDialog({ ticket, onDone }: CloseTicketDialogProps) {
  const { toast } = useToast();
  const { trigger, isMutating } = useCloseTicket();

  const onConfirm = async () => {
    if (!ticket) return;
    try {
      await trigger(ticket.id);
      toast({
        title: ADMIN_TOASTS.ticketClosedTitle,
        description: `"${ticket.subject}" was closed.`,
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: ADMIN_TOASTS.errorTitle,
        description: errorText(error, ADMIN_TOASTS.ticketCloseFailed),
        variant: 'destructive',
      });
    } finally {
      onDone();
    }
  };

  return (
    <ConfirmDialog
      open={ticket !== null}
      onCancel={onDone}
      onConfirm={() => void onConfirm()}
      title="Close ticket?"
      description={
        ticket
          ? `"${ticket.subject}" from ${ticketOwnerName(ticket)} leaves the active list and no longer takes replies.`
          : ''
      }
      confirmLabel="Close ticket"
      variant="primary"
      loading={isMutating}
      loadingText="Closing..."
    />
  );
}
