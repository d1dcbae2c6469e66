import { zodResolver } from '@hookform/resolvers/zod';
import { PASSKEY_MESSAGES, type SecondFactor } from '@prop/contracts/admin-passkeys';
import { adminLoginSchema } from '@prop/contracts/auth';
import type { AdminLoginResponse } from '@prop/contracts/second-factor';
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
import { askedFactors, useLogin } from '../api/login.ts';
import { passkeyAssertion } from '../api/passkey-login.ts';

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
  // Shown once the server says the password was right: the second factors this admin has.
  const [factors, setFactors] = useState<SecondFactor[] | null>(null);
  const [recovering, setRecovering] = useState(false);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    setFocus,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(adminLoginSchema),
    defaultValues: { email: '', password: '', code: '', recoveryCode: '' },
  });

  const signedIn = ({ secondFactorEnrolmentRequired }: AdminLoginResponse) => {
    const next = secondFactorEnrolmentRequired ? paths.security : paths.dashboard;
    failureToast.current?.dismiss();
    failureToast.current = null;
    navigate(next.getHref(), { replace: true });
  };

  const failed = (error: unknown, fallback: string) => {
    const asked = askedFactors(error);
    if (asked) {
      // A code works once: a refused one is cleared, and the first request for a factor is no failure.
      resetField('code');
      resetField('recoveryCode');
      const firstAsk = factors === null;
      setFactors(asked);
      if (!recovering && asked.includes('totp')) setTimeout(() => setFocus('code'), 0);
      if (firstAsk) return;
    }
    failureToast.current = toast({
      title: ADMIN_TOASTS.loginFailedTitle,
      description: errorText(error, fallback),
      variant: 'destructive',
    });
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      signedIn(await trigger(recovering ? { ...values, code: undefined } : { ...values, recoveryCode: undefined }));
    } catch (error) {
      failed(error, ADMIN_TOASTS.loginFailed);
    }
  });

  const onPasskey = async () => {
    const { email, password } = getValues();
    setPasskeyBusy(true);
    try {
      const passkey = await passkeyAssertion({ email, password });
      signedIn(await trigger({ email, password, passkey }));
    } catch (error) {
      failed(error, PASSKEY_MESSAGES.invalidPasskey);
    } finally {
      setPasskeyBusy(false);
    }
  };

  const busy = isMutating || isSubmitting || passkeyBusy;
  const offersPasskey = (factors?.includes('passkey') ?? false) && !recovering;
  const offersCode = (factors?.includes('totp') ?? false) && !recovering;

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
      {offersPasskey ? (
        <Button
          type="button"
          size="lg"
          fullWidth
          onClick={() => void onPasskey()}
          loading={passkeyBusy}
          loadingText="Waiting for your passkey..."
          disabled={busy}
        >
          Use your passkey
        </Button>
      ) : null}
      {offersCode ? (
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
      {factors && recovering ? (
        <Field
          label="Recovery code"
          error={errors.recoveryCode?.message}
          hint="One of the codes you saved; each works once."
        >
          {(control) => (
            <Input {...control} {...register('recoveryCode')} autoComplete="off" placeholder="xxxx-xxxx-xxxx-xxxx" />
          )}
        </Field>
      ) : null}
      {factors === null || offersCode || recovering ? (
        <Button
          type="submit"
          size="lg"
          fullWidth
          variant={offersPasskey ? 'secondary' : 'primary'}
          loading={isMutating && !passkeyBusy}
          loadingText="Signing in..."
          disabled={busy}
        >
          Sign In
        </Button>
      ) : null}
      {factors ? (
        <Button type="button" variant="ghost" onClick={() => setRecovering((on) => !on)}>
          {recovering ? 'Back' : 'Use a recovery code'}
        </Button>
      ) : null}
    </Form>
  );
}
