import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_RESET_MESSAGES, passwordResetFormSchema } from '@prop/contracts/password-reset';
import { Button } from '@prop/ui/button';
import { Field } from '@prop/ui/field';
import { PasswordInput } from '@prop/ui/password-input';
import { errorText } from '@prop/web-client/api-fetch';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { resetAdminPassword } from '../api/password-reset.ts';
import { PanelForm, PanelText } from './account-panel.tsx';

/** The page a reset link opens. It signs nobody in: the admin signs in afresh, second factor included. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(passwordResetFormSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      setDone((await resetAdminPassword({ token, password })).message);
    } catch (error) {
      setFailure(errorText(error, PASSWORD_RESET_MESSAGES.invalidLink));
    }
  });

  if (!token) return <PanelText role="alert">{PASSWORD_RESET_MESSAGES.invalidLink}</PanelText>;
  if (done) {
    return (
      <>
        <PanelText role="status">{done}</PanelText>
        <Link to={paths.login.getHref()}>Sign in</Link>
      </>
    );
  }
  return (
    <PanelForm noValidate onSubmit={onSubmit} aria-label="Choose a new password">
      <Field label="New password" error={errors.password?.message}>
        {(control) => <PasswordInput {...control} {...register('password')} autoComplete="new-password" />}
      </Field>
      <Field label="Confirm new password" error={errors.confirmPassword?.message}>
        {(control) => <PasswordInput {...control} {...register('confirmPassword')} autoComplete="new-password" />}
      </Field>
      {failure ? <PanelText role="alert">{failure}</PanelText> : null}
      <Button type="submit" fullWidth loading={isSubmitting} loadingText="Saving...">
        Set new password
      </Button>
    </PanelForm>
  );
}
