import { zodResolver } from '@hookform/resolvers/zod';
import {
  PASSWORD_RESET_MESSAGES,
  type PasswordForgotInput,
  passwordForgotSchema,
} from '@prop/contracts/password-reset';
import { Button } from '@prop/ui/button';
import { Field } from '@prop/ui/field';
import { Input } from '@prop/ui/input';
import { errorText } from '@prop/web-client/api-fetch';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { FormStack } from '../../../components/form-layout.ts';
import { requestPasswordReset } from '../api/account-links.ts';
import { AccountText } from './account-card.tsx';

type ForgotBody = z.output<typeof passwordForgotSchema>;

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({ signInHref }: { signInHref: string }) {
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PasswordForgotInput, unknown, ForgotBody>({
    resolver: zodResolver(passwordForgotSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = async (values: ForgotBody) => {
    setFailure(null);
    try {
      await requestPasswordReset(values);
      setSent(true);
    } catch (error) {
      setFailure(errorText(error, 'The link could not be requested. Please try again.'));
    }
  };

  if (sent) {
    return (
      <>
        <AccountText role="status">{PASSWORD_RESET_MESSAGES.requested}</AccountText>
        <Link to={signInHref}>Back to sign in</Link>
      </>
    );
  }
  return (
    <FormStack noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Reset password">
      <AccountText>Enter your e-mail address and we will send you a link to choose a new password.</AccountText>
      <Field label="Email" error={errors.email?.message}>
        {(control) => <Input {...control} {...register('email')} type="email" autoComplete="email" inputMode="email" />}
      </Field>
      {failure ? <AccountText role="alert">{failure}</AccountText> : null}
      <Button type="submit" size="lg" fullWidth loading={isSubmitting} loadingText="Sending...">
        Send reset link
      </Button>
      <Link to={signInHref}>Back to sign in</Link>
    </FormStack>
  );
}
