import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTACT_METHODS,
  type NewTicketInput,
  newTicketSchema,
  SUPPORT_MESSAGES,
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
} from '@prop/contracts/support';
import { Button } from '@prop/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@prop/ui/card';
import { Field } from '@prop/ui/field';
import { Input } from '@prop/ui/input';
import { Select } from '@prop/ui/select';
import { Textarea } from '@prop/ui/textarea';
import { useToast } from '@prop/ui/toast';
import { useForm } from 'react-hook-form';
import { FormActions, FormRow, FormStack } from '../../../components/form-layout.ts';
import { useFailureToast } from '../../../lib/use-failure-toast.ts';
import { type NewTicketBody, useSubmitTicket } from '../api/submit-ticket.ts';

/** The selects start on their placeholder (their `defaultValue`), so nothing is picked for the trader. */
const EMPTY: Partial<NewTicketInput> = { subject: '', message: '' };

/** 'Submit Support Request': the spec's fields, selects and messages; `onSubmitted` shows the success card. */
export function TicketForm({ onSubmitted }: { onSubmitted: () => void }) {
  const { toast } = useToast();
  const failed = useFailureToast();
  const { trigger, isMutating } = useSubmitTicket();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NewTicketInput, unknown, NewTicketBody>({ resolver: zodResolver(newTicketSchema), defaultValues: EMPTY });

  const onSubmit = async (values: NewTicketBody) => {
    try {
      await trigger(values);
      reset();
      toast({ title: SUPPORT_MESSAGES.submitted, description: SUPPORT_MESSAGES.submittedDetail, variant: 'success' });
      onSubmitted();
    } catch (error) {
      failed(error, 'Error', SUPPORT_MESSAGES.submitFailed);
    }
  };

  return (
    <Card aria-labelledby="ticket-form-title">
      <CardHeader>
        <div>
          <CardTitle id="ticket-form-title">Submit Support Request</CardTitle>
          <CardDescription>Tell us what happened; the more detail, the faster we can help.</CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        <FormStack noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby="ticket-form-title">
          <Field label="Subject" error={errors.subject?.message}>
            {(control) => <Input {...control} {...register('subject')} placeholder="Brief description of your issue" />}
          </Field>
          <FormRow>
            <Field label="Category" error={errors.category?.message}>
              {(control) => (
                <Select {...control} {...register('category')} defaultValue="">
                  <option value="" disabled>
                    Select a category
                  </option>
                  {TICKET_CATEGORIES.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label="Priority" error={errors.priority?.message}>
              {(control) => (
                <Select {...control} {...register('priority')} defaultValue="">
                  <option value="" disabled>
                    Select priority
                  </option>
                  {TICKET_PRIORITIES.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </FormRow>
          <Field label="Preferred Contact Method" error={errors.contact_method?.message}>
            {(control) => (
              <Select {...control} {...register('contact_method')} defaultValue="">
                <option value="" disabled>
                  How should we contact you?
                </option>
                {CONTACT_METHODS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Message" error={errors.message?.message} hint="At least 20 characters.">
            {(control) => (
              <Textarea
                {...control}
                {...register('message')}
                rows={6}
                placeholder="Describe your issue in detail: what you did, what you expected and what happened."
              />
            )}
          </Field>
          <FormActions>
            <Button type="submit" loading={isMutating} loadingText="Submitting...">
              Submit Ticket
            </Button>
          </FormActions>
        </FormStack>
      </CardContent>
    </Card>
  );
}
