import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageResponse } from '@prop/contracts/auth';
import {
  PASSWORD_RESET_MESSAGES,
  type PasswordForgotInput,
  passwordForgotSchema,
} from '@prop/contracts/password-reset';
import { errorText } from '@prop/web-client/api-fetch';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, type ButtonSize } from '../button.tsx';
import { Field } from '../field.tsx';
import { Input } from '../input.tsx';
import { RecoveryForm, RecoveryText } from './recovery-layout.tsx';

export interface ForgotPasswordFormProps {
  /** Asks for the link; the answer is the same whether or not the address has an account. */
  request: (body: PasswordForgotInput) => Promise<MessageResponse>;
  /** The sentence above the field, naming whose address to give. */
  intro: string;
  /** 'username' where the address is what the account signs in with, so password managers offer it. */
  emailAutoComplete: 'email' | 'username';
  buttonSize?: ButtonSize;
  /** The app's link back to sign-in, carrying `text` (this package knows no router). */
  signInLink: (text: string) => ReactNode;
}

/** "Forgot password?" of both apps: an address in, the same answer out, whoever it belongs to. */
export function ForgotPasswordForm({
  request,
  intro,
  emailAutoComplete,
  buttonSize,
  signInLink,
}: ForgotPasswordFormProps) {
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
      await request(values);
      setSent(true);
    } catch (error) {
      setFailure(errorText(error, 'The link could not be requested. Please try again.'));
    }
  });

  if (sent) {
    return (
      <>
        <RecoveryText role="status">{PASSWORD_RESET_MESSAGES.requested}</RecoveryText>
        {signInLink('Back to sign in')}
      </>
    );
  }
  return (
    <RecoveryForm noValidate onSubmit={onSubmit} aria-label="Reset password">
      <RecoveryText>{intro}</RecoveryText>
      <Field label="Email" error={errors.email?.message}>
        {(control) => (
          <Input {...control} {...register('email')} type="email" autoComplete={emailAutoComplete} inputMode="email" />
        )}
      </Field>
      {failure ? <RecoveryText role="alert">{failure}</RecoveryText> : null}
      <Button type="submit" size={buttonSize} fullWidth loading={isSubmitting} loadingText="Sending...">
        Send reset link
      </Button>
      {signInLink('Back to sign in')}
    </RecoveryForm>
  );
}
