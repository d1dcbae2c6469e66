import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, type PasswordChangeFormInput, passwordChangeFormSchema } from '@prop/contracts/auth';
import { Button } from '@prop/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@prop/ui/card';
import { Field } from '@prop/ui/field';
import { PasswordInput } from '@prop/ui/password-input';
import { useToast } from '@prop/ui/toast';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions, FormStack } from '../../../components/form-layout.ts';
import { useFailureToast } from '../../../lib/use-failure-toast.ts';
import { useChangePassword } from '../api/change-password.ts';
import { passwordChangeProblem } from '../utils/password-checks.ts';

type PasswordChangeFormOutput = z.output<typeof passwordChangeFormSchema>;

const EMPTY: PasswordChangeFormInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordForm() {
  const { toast } = useToast();
  const failed = useFailureToast();
  const { trigger, isMutating } = useChangePassword();
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    reset,
    formState: { errors },
  } = useForm<PasswordChangeFormInput, unknown, PasswordChangeFormOutput>({
    resolver: zodResolver(passwordChangeFormSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = async ({ currentPassword, newPassword }: PasswordChangeFormOutput) => {
    try {
      await trigger({ currentPassword, newPassword });
      reset(EMPTY);
      toast({ title: 'Password Changed', description: 'Your password has been updated.', variant: 'success' });
    } catch (error) {
      failed(error, 'Update Failed', 'Failed to update password');
    }
  };

  // The spec's client checks also speak as toasts: mismatch first, then length.
  const onInvalid = () => {
    const values = getValues();
    // The schema's match rule runs only once every other field passes; say it now as well.
    if (values.newPassword !== values.confirmPassword) {
      setError('confirmPassword', { message: MESSAGES.newPasswordMismatch });
    }
    const problem = passwordChangeProblem(values);
    if (problem) toast({ title: problem.title, description: problem.text, variant: 'destructive' });
  };

  return (
    <Card aria-labelledby="password-title">
      <CardHeader>
        <div>
          <CardTitle id="password-title">Change Password</CardTitle>
          <CardDescription>Use at least 6 characters; a long passphrase is best.</CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        <FormStack noValidate onSubmit={handleSubmit(onSubmit, onInvalid)} aria-labelledby="password-title">
          <Field label="Current Password" error={errors.currentPassword?.message}>
            {(control) => (
              <PasswordInput {...control} {...register('currentPassword')} autoComplete="current-password" />
            )}
          </Field>
          <Field label="New Password" error={errors.newPassword?.message}>
            {(control) => <PasswordInput {...control} {...register('newPassword')} autoComplete="new-password" />}
          </Field>
          <Field label="Confirm New Password" error={errors.confirmPassword?.message}>
            {(control) => <PasswordInput {...control} {...register('confirmPassword')} autoComplete="new-password" />}
          </Field>
          <FormActions>
            <Button type="submit" loading={isMutating} loadingText="Updating...">
              Update Password
            </Button>
          </FormActions>
        </FormStack>
      </CardContent>
    </Card>
  );
}
