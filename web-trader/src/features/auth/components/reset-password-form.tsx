import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageResponse } from '@prop/contracts/auth';
import {
  PASSWORD_RESET_MESSAGES,
  type PasswordResetFormInput,
  type PasswordResetInput,
  passwordResetFormSchema,
} from '@prop/contracts/password-reset';
import { Button } from '@prop/ui/button';
import { Field } from '@prop/ui/field';
import { PasswordInput } from '@prop/ui/password-input';
import { errorText } from '@prop/web-client/api-fetch';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { FormStack } from '../../../components/form-layout.ts';
import { AccountText } from './account-card.tsx';

/**
 * The page a reset link opens: a new password, twice. Success signs nobody in: every session has
 * ended, and the owner signs in afresh. Traders and admins share it, each with their own call.
 */
export function ResetPasswordForm({
  token,
  signInHref,
  reset,
}: {
  token: string;
  signInHref: string;
  reset: (body: PasswordResetInput) => Promise<MessageResponse>;
}) {
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetFormInput>({
    resolver: zodResolver(passwordResetFormSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });

  const onSubmit = async ({ password }: PasswordResetFormInput) => {
    setFailure(null);
    try {
      setDone((await reset({ token, password })).message);
    } catch (error) {
      setFailure(errorText(error, PASSWORD_RESET_MESSAGES.invalidLink));
    }
  };

  if (!token) return <AccountText role="alert">{PASSWORD_RESET_MESSAGES.invalidLink}</AccountText>;
  if (done) {
    return (
      <>
        <AccountText role="status">{done}</AccountText>
        <Link to={signInHref}>Sign in</Link>
      </>
    );
  }
  return (
    <FormStack noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Choose a new password">
      <Field label="New password" error={errors.password?.message}>
        {(control) => <PasswordInput {...control} {...register('password')} autoComplete="new-password" />}
      </Field>
      <Field label="Confirm new password" error={errors.confirmPassword?.message}>
        {(control) => <PasswordInput {...control} {...register('confirmPassword')} autoComplete="new-password" />}
      </Field>
      {failure ? <AccountText role="alert">{failure}</AccountText> : null}
      <Button type="submit" size="lg" fullWidth loading={isSubmitting} loadingText="Saving...">
        Set new password
      </Button>
    </FormStack>
  );
}
