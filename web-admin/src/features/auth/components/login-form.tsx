import { zodResolver } from '@hookform/resolvers/zod';
import { adminLoginSchema } from '@prop/contracts/auth';
import { Button } from '@prop/ui/button';
import { Field } from '@prop/ui/field';
import { Input } from '@prop/ui/input';
import { PasswordInput } from '@prop/ui/password-input';
import { useToast } from '@prop/ui/toast';
import { errorText } from '@prop/web-client/api-fetch';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ADMIN_TOASTS } from '../../../config/messages.ts';
import { paths } from '../../../config/paths.ts';
import { useLogin } from '../api/login.ts';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

export function LoginForm() {
  const navigate = useNavigate();
  const { toast } = useToast();
  const { trigger, isMutating } = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(adminLoginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await trigger(values);
      navigate(paths.dashboard.getHref(), { replace: true });
    } catch (error) {
      toast({
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
      <Button type="submit" size="lg" fullWidth loading={busy} loadingText="Signing in...">
        Sign In
      </Button>
    </Form>
  );
}
