import { zodResolver } from '@hookform/resolvers/zod';
import { adminLoginSchema } from '@prop/contracts/auth';
import { Button } from '@prop/ui/button';
import { Field } from '@prop/ui/field';
import { Input } from '@prop/ui/input';
import { PasswordInput } from '@prop/ui/password-input';
import { type ToastHandle, useToast } from '@prop/ui/toast';
import { errorText } from '@prop/web-client/api-fetch';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ADMIN_TOASTS } from '../../../config/messages.ts';
import { paths } from '../../../config/paths.ts';
import { needsCode, useLogin } from '../api/login.ts';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

export function LoginForm() {
  const navigate = useNavigate();
  const { toast } = useToast();
  const { trigger, isMutating } = useLogin();
  // The last 'Login Failed' toast, taken away once a later attempt signs in.
  const failureToast = useRef<ToastHandle | null>(null);
  // Shown once the server says the password was right and this admin has an authenticator.
  const [codeAsked, setCodeAsked] = useState(false);
  const {
    register,
    handleSubmit,
    setFocus,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(adminLoginSchema), defaultValues: { email: '', password: '', code: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { secondFactorEnrolmentRequired } = await trigger(values);
      const next = secondFactorEnrolmentRequired ? paths.security : paths.dashboard;
      failureToast.current?.dismiss();
      failureToast.current = null;
      navigate(next.getHref(), { replace: true });
    } catch (error) {
      if (needsCode(error)) {
        // A code works once: a refused one is cleared, and the first request for one is no failure.
        resetField('code');
        const firstAsk = !codeAsked;
        setCodeAsked(true);
        setTimeout(() => setFocus('code'), 0);
        if (firstAsk) return;
      }
      failureToast.current = toast({
        title: ADMIN_TOASTS.loginFailedTitle,
        description: errorText(error, ADMIN_TOASTS.loginFailed),
        variant: 'destructive',
      });
    }
  });

  const busy = isMutating || isSubmitting;

  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Admin sign in">
      <Field label="Email" error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('email')}
            type="email"
            autoComplete="username"
            placeholder="admin@example.com"
          />
        )}
      </Field>
      <Field label="Password" error={errors.password?.message}>
        {(control) => (
          <PasswordInput
            {...control}
            {...register('password')}
            autoComplete="current-password"
            placeholder="Enter your password"
          />
        )}
      </Field>
      {codeAsked ? (
        <Field
          label="Verification code"
          error={errors.code?.message}
          hint="The 6-digit code from your authenticator app."
        >
          {(control) => (
            <Input
              {...control}
              {...register('code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              placeholder="123456"
            />
          )}
        </Field>
      ) : null}
      <Button type="submit" size="lg" fullWidth loading={busy} loadingText="Signing in...">
        Sign In
      </Button>
    </Form>
  );
}
