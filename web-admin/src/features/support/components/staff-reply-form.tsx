import { zodResolver } from '@hookform/resolvers/zod';
import { ticketReplySchema } from '@prop/contracts/support';
import { Button } from '@prop/ui/button';
import { Field } from '@prop/ui/field';
import { Textarea } from '@prop/ui/textarea';
import { useToast } from '@prop/ui/toast';
import { errorText } from '@prop/web-client/api-fetch';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { ADMIN_TOASTS } from '../../../config/messages.ts';
import { useReplyToTicket } from '../api/reply-to-ticket.ts';

type ReplyValues = z.input<typeof ticketReplySchema>;

/** A staff reply under one ticket; the trader sees it labelled 'Support Team'. */
export function StaffReplyForm({ ticketId, subject }: { ticketId: string; subject: string }) {
  const { toast } = useToast();
  const { trigger, isMutating } = useReplyToTicket();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ReplyValues, unknown, z.output<typeof ticketReplySchema>>({
    resolver: zodResolver(ticketReplySchema),
    defaultValues: { message: '' },
  });

  const onSubmit = async ({ message }: ReplyValues) => {
    try {
      await trigger({ id: ticketId, message });
      reset();
      toast({
        title: ADMIN_TOASTS.ticketReplySentTitle,
        description: `Your reply was added to "${subject}".`,
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: ADMIN_TOASTS.errorTitle,
        description: errorText(error, ADMIN_TOASTS.ticketReplyFailed),
        variant: 'destructive',
      });
    }
  };

  return (
    <Form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={`Reply to ${subject}`}>
      <Field label="Reply to the trader" error={errors.message?.message}>
        {(control) => <Textarea {...control} {...register('message')} rows={3} placeholder="Type your reply..." />}
      </Field>
      <div>
        <Button
          type="submit"
          size="sm"
          icon={<Send size={16} aria-hidden="true" />}
          loading={isMutating}
          loadingText="Sending..."
        >
          Send Reply
        </Button>
      </div>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;
