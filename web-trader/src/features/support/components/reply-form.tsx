import { zodResolver } from '@hookform/resolvers/zod';
import { SUPPORT_MESSAGES, ticketReplySchema } from '@prop/contracts/support';
import { Button } from '@prop/ui/button';
import { Field } from '@prop/ui/field';
import { Textarea } from '@prop/ui/textarea';
import { useToast } from '@prop/ui/toast';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions, FormStack } from '../../../components/form-layout.ts';
import { useFailureToast } from '../../../lib/use-failure-toast.ts';
import { useReplyToTicket } from '../api/reply-to-ticket.ts';

type ReplyValues = z.input<typeof ticketReplySchema>;

/** The trader's reply under one open ticket; a refusal (the ticket was resolved meanwhile) is toasted. */
export function ReplyForm({ ticketId, subject }: { ticketId: string; subject: string }) {
  const { toast } = useToast();
  const failed = useFailureToast();
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
      await trigger({ ticketId, message });
      reset();
      toast({ title: SUPPORT_MESSAGES.replySent, description: SUPPORT_MESSAGES.replySentDetail, variant: 'success' });
    } catch (error) {
      failed(error, 'Error', SUPPORT_MESSAGES.replyFailed);
    }
  };

  return (
    <FormStack noValidate onSubmit={handleSubmit(onSubmit)} aria-label={`Reply to ${subject}`}>
      <Field label="Add a reply" error={errors.message?.message}>
        {(control) => <Textarea {...control} {...register('message')} rows={3} placeholder="Type your reply..." />}
      </Field>
      <FormActions>
        <Button type="submit" size="sm" loading={isMutating} loadingText="Sending...">
          Send Reply
        </Button>
      </FormActions>
    </FormStack>
  );
}
