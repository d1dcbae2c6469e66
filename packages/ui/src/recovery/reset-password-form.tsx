import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageResponse } from '@prop/contracts/auth';
import {
  PASSWORD_RESET_MESSAGES,
  type PasswordResetInput,
  passwordResetFormSchema,
} from '@prop/contracts/password-reset';
import { errorText } from '@prop/web-client/api-fetch';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, type ButtonSize } from '../button.tsx';
import { Field } from '../field.tsx';
import { PasswordInput } from '../password-input.tsx';
import { RecoveryForm, RecoveryText } from './recovery-layout.tsx';

export interface ResetPasswordFormProps {
  /** The token of the e-mailed link; empty when the link carried none. */
  token: string;
  /** Sets the new password; the answer's message is shown as is. */
  reset: (body: PasswordResetInput) => Promise<MessageResponse>;
  buttonSize?: ButtonSize;
  /** The app's link to sign-in, carrying `text` (this package knows no router). */
  signInLink: (text: string) => ReactNode;
}

/**
 * The page a reset link opens in both apps: a new password, twice. Success signs nobody in: every
 * session has ended, and the owner signs in afresh (an admin with the second factor too).
 */
export function ResetPasswordForm({ token, reset, buttonSize, signInLink }: ResetPasswordFormProps) {
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
      setDone((await reset({ token, password })).message);
    } catch (error) {
      setFailure(errorText(error, PASSWORD_RESET_MESSAGES.invalidLink));
    }
  });

  if (!token) return <RecoveryText role="alert">{PASSWORD_RESET_MESSAGES.invalidLink}</RecoveryText>;
  if (done) {
    return (
      <>
        <RecoveryText role="status">{done}</RecoveryText>
        {signInLink('Sign in')}
      </>
    );
  }
  return (
    <RecoveryForm noValidate onSubmit={onSubmit} aria-label="Choose a new password">
      <Field label="New password" error={errors.password?.message}>
        {(control) => <PasswordInput {...control} {...register('password')} autoComplete="new-password" />}
      </Field>
      <Field label="Confirm new password" error={errors.confirmPassword?.message}>
        {(control) => <PasswordInput {...control} {...register('confirmPassword')} autoComplete="new-password" />}
      </Field>
      {failure ? <RecoveryText role="alert">{failure}</RecoveryText> : null}
      <Button type="submit" size={buttonSize} fullWidth loading={isSubmitting} loadingText="Saving...">
        Set new password
      </Button>
    </RecoveryForm>
  );
}
