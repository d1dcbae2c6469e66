import { zodResolver } from '@hookform/resolvers/zod';
import { ADMIN_MANAGEMENT_MESSAGES, inviteAdminSchema } from '@prop/contracts/admins';
import { Button } from '@prop/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@prop/ui/card';
import { Field } from '@prop/ui/field';
import { Input } from '@prop/ui/input';
import { useToast } from '@prop/ui/toast';
import { errorText } from '@prop/web-client/api-fetch';
import { Send } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { ADMIN_TOASTS } from '../../../config/messages.ts';
import { useInviteAdmin } from '../api/invite-admin.ts';
import { RoleCheckboxes } from './role-checkboxes.tsx';

const EMPTY = { email: '', firstName: '', lastName: '', roles: [] };

/** Invite an admin: their address, name and roles; they choose a password from the e-mailed link. */
export function InviteAdminForm() {
  const { toast } = useToast();
  const { trigger, isMutating } = useInviteAdmin();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(inviteAdminSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await trigger(values);
      toast({
        title: ADMIN_MANAGEMENT_MESSAGES.invited,
        description: `${values.firstName} ${values.lastName} gets an e-mail to choose a password (the link lasts a week).`,
        variant: 'success',
      });
      reset(EMPTY);
    } catch (error) {
      toast({
        title: ADMIN_TOASTS.errorTitle,
        description: errorText(error, 'Failed to invite the admin'),
        variant: 'destructive',
      });
    }
  });

  return (
    <Card aria-labelledby="invite-admin-title">
      <CardHeader>
        <div>
          <CardTitle id="invite-admin-title">Invite an admin</CardTitle>
          <CardDescription>They get an e-mail with a link to choose their password, then sign in here.</CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        <Form aria-label="Invite an admin" noValidate onSubmit={(event) => void onSubmit(event)}>
          <Names>
            <Field label="First name" error={errors.firstName?.message}>
              {(props) => <Input {...props} autoComplete="off" {...register('firstName')} />}
            </Field>
            <Field label="Last name" error={errors.lastName?.message}>
              {(props) => <Input {...props} autoComplete="off" {...register('lastName')} />}
            </Field>
          </Names>
          <Field label="Email" error={errors.email?.message}>
            {(props) => <Input {...props} type="email" autoComplete="off" {...register('email')} />}
          </Field>
          <Controller
            control={control}
            name="roles"
            render={({ field, fieldState }) => (
              <RoleCheckboxes
                legend="Roles"
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
          <div>
            <Button
              type="submit"
              icon={<Send size={16} aria-hidden="true" />}
              loading={isMutating}
              loadingText="Inviting..."
            >
              Send invitation
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Names = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;
