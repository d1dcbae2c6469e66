import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_RESET_MESSAGES, passwordForgotSchema } from '@prop/contracts/password-reset';
import { Button } from '@prop/ui/button';
import { Field } from '@prop/ui/field';
import { Input } from '@prop/ui/input';
import { errorText } from '@prop/web-client/api-fetch';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { requestAdminPasswordReset } from '../api/password-reset.ts';
import { PanelForm, PanelText } from './account-panel.tsx';

/** Asks for a reset link; the answer is the same whether or not the address is an admin's. */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(passwordForgotSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await requestAdminPasswordReset(values);
      setSent(true);
    } catch (error) {
      setFailure(errorText(error, 'The link could not be requested. Please try again.'));
    }
  });

  if (sent) {
    return (
      <>
        <PanelText role="status">{PASSWORD_RESET_MESSAGES.requested}</PanelText>
        <Link to={paths.login.getHref()}>Back to sign in</Link>
      </>
    );
  }
  return (
    <PanelForm noValidate onSubmit={onSubmit} aria-label="Reset password">
      <PanelText>
        Enter your administrator e-mail address and we will send you a link to choose a new password.
      </PanelText>
      <Field label="Email" error={errors.email?.message}>
        {(control) => <Input {...control} {...register('email')} type="email" autoComplete="username" />}
      </Field>
      {failure ? <PanelText role="alert">{failure}</PanelText> : null}
      <Button type="submit" fullWidth loading={isSubmitting} loadingText="Sending...">
        Send reset link
      </Button>
      <Link to={paths.login.getHref()}>Back to sign in</Link>
    </PanelForm>
  );
}
