import { zodResolver } from '@hookform/resolvers/zod';
import { ASSIGNEES, type AdminTicket, TICKET_STATUSES, ticketEditSchema } from '@prop/contracts/support';
import { Button } from '@prop/ui/button';
import { Dialog } from '@prop/ui/dialog';
import { Field } from '@prop/ui/field';
import { Select } from '@prop/ui/select';
import { Textarea } from '@prop/ui/textarea';
import { ticketStatusText } from '@prop/ui/ticket-badges';
import { useToast } from '@prop/ui/toast';
import { errorText } from '@prop/web-client/api-fetch';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { ADMIN_TOASTS } from '../../../config/messages.ts';
import { type TicketEditBody, useUpdateTicket } from '../api/update-ticket.ts';

type EditValues = z.input<typeof ticketEditSchema>;

const FORM_ID = 'edit-ticket-form';

/** An empty select means "not chosen": the schema then gives the spec's message or leaves it out. */
const emptyToUndefined = (value: string) => value || undefined;

export interface EditTicketDialogProps {
  /** The ticket being edited; the dialog is open while set. */
  ticket: AdminTicket | null;
  onClose: () => void;
}

/** Status (required), response (at least 10 characters) and an optional team, saved in one PATCH. */
export function EditTicketDialog({ ticket, onClose }: EditTicketDialogProps) {
  const { toast } = useToast();
  const { trigger, isMutating } = useUpdateTicket();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<EditValues, unknown, TicketEditBody>({ resolver: zodResolver(ticketEditSchema) });

  useEffect(() => {
    if (ticket)
      reset({
        status: ticket.status,
        adminResponse: ticket.adminResponse ?? '',
        assignedTo: ASSIGNEES.find((team) => team === ticket.assignedTo),
      });
  }, [ticket, reset]);

  const onSubmit = async (body: TicketEditBody) => {
    if (!ticket) return;
    try {
      await trigger({ id: ticket.id, body });
      toast({
        title: ADMIN_TOASTS.ticketUpdatedTitle,
        description: `"${ticket.subject}" is now ${ticketStatusText(body.status).toLowerCase()}.`,
        variant: 'success',
      });
      onClose();
    } catch (error) {
      toast({
        title: ADMIN_TOASTS.errorTitle,
        description: errorText(error, ADMIN_TOASTS.ticketUpdateFailed),
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog
      open={ticket !== null}
      onClose={isMutating ? () => {} : onClose}
      title="Edit ticket"
      description={ticket?.subject}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isMutating}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={isMutating} loadingText="Updating...">
            Update Ticket
          </Button>
        </>
      }
    >
      <Form id={FORM_ID} noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Edit ticket">
        <Field label="Status" error={errors.status?.message}>
          {(control) => (
            <Select {...control} {...register('status', { setValueAs: emptyToUndefined })} data-autofocus>
              <option value="">Select a status</option>
              {TICKET_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {ticketStatusText(status)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          label="Admin response"
          error={errors.adminResponse?.message}
          hint="At least 10 characters; the trader sees it."
        >
          {(control) => <Textarea {...control} {...register('adminResponse')} rows={5} />}
        </Field>
        <Field label="Assigned to" error={errors.assignedTo?.message}>
          {(control) => (
            <Select {...control} {...register('assignedTo', { setValueAs: emptyToUndefined })}>
              {/* Leaving the team out keeps the current one, so "no team" is offered only while there is none. */}
              {ticket?.assignedTo ? null : <option value="">Not assigned</option>}
              {ASSIGNEES.map((team) => (
                <option key={team} value={team}>
                  {team}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </Form>
    </Dialog>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;
