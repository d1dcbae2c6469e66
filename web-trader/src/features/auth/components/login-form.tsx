import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginInput, loginSchema } from '@prop/contracts/auth';
import { TIMINGS } from '@prop/contracts/constants';
import { AUTH_MESSAGES } from '@prop/contracts/errors';
import { Button } from '@prop/ui/button';
import { Checkbox } from '@prop/ui/checkbox';
import { Field } from '@prop/ui/field';
import { Input } from '@prop/ui/input';
import { PasswordInput } from '@prop/ui/password-input';
import { useToast } from '@prop/ui/toast';
import { errorText } from '@prop/web-client/api-fetch';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { FormStack } from '../../../components/form-layout.ts';
import { paths } from '../../../config/paths.ts';
import { type LoginBody, useLogin } from '../api/login.ts';

export function LoginForm() {
  const { toast } = useToast();
  const { trigger, isMutating } = useLogin();
  const [redirecting, setRedirecting] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput, unknown, LoginBody>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '', remember: false },
  });

  const onSubmit = async (values: LoginBody) => {
    try {
      await trigger(values);
    } catch (error) {
      toast({
        title: 'Login Failed',
        description: errorText(error, AUTH_MESSAGES.invalidCredentials),
        variant: 'destructive',
      });
      return;
    }
    setRedirecting(true);
    toast({
      title: 'Login Successful',
      description: 'Logged in successfully! Redirecting to dashboard...',
      variant: 'success',
    });
    // docs/product-rules.md §2: a full reload after 1 s, so every read starts with the new session.
    setTimeout(() => window.location.reload(), TIMINGS.reloadDelayMs);
  };

  return (
    <FormStack noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Sign in">
      <Field label="Email" error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
          />
        )}
      </Field>
      <Field label="Password" error={errors.password?.message}>
        {(control) => <PasswordInput {...control} {...register('password')} autoComplete="current-password" />}
      </Field>
      <Options>
        <Checkbox label="Remember me" {...register('remember')} />
        <TextLink to={paths.forgotPassword.getHref()}>Forgot password?</TextLink>
      </Options>
      <Button
        type="submit"
        size="lg"
        fullWidth
        loading={isMutating || redirecting}
        loadingText={redirecting ? 'Redirecting...' : 'Signing in...'}
      >
        Sign In
      </Button>
    </FormStack>
  );
}

const TextLink = styled(Link)`
  color: ${({ theme }) => theme.colors.link};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-underline-offset: 2px;
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
