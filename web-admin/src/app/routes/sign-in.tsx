import { CardDescription } from '@prop/ui/card';
import { LoadingBlock } from '@prop/ui/spinner';
import { useRef } from 'react';
import { Link, Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../config/paths.ts';
import { AccountPanel, AccountScreen } from '../../features/auth/components/account-panel.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { useAdmin } from '../../shared/api/get-admin.ts';

/**
 * /admin and /admin/login. An admin who is already signed in when arriving here goes on to the
 * dashboard; the session is judged once, on arrival, so signing in on this screen still leads
 * wherever the login answer says (the dashboard, or security for a required authenticator).
 */
export function SignInRoute() {
  const { data: admin, isLoading } = useAdmin();
  const onArrival = useRef<'signed-in' | 'signed-out' | null>(null);
  if (onArrival.current === null && !isLoading) onArrival.current = admin ? 'signed-in' : 'signed-out';

  if (onArrival.current === 'signed-in') return <Navigate to={paths.dashboard.getHref()} replace />;
  if (onArrival.current === null) {
    return (
      <AccountScreen>
        <LoadingBlock label="Checking your session..." />
      </AccountScreen>
    );
  }

  return (
    <AccountPanel heading="Admin Sign In" footnote="Authorised staff only.">
      <title>Admin Sign In</title>
      <CardDescription>Sign in with your administrator account to manage the platform.</CardDescription>
      <FormSlot>
        <LoginForm />
      </FormSlot>
      <Forgot>
        <Link to={paths.forgotPassword.getHref()}>Forgot password?</Link>
      </Forgot>
    </AccountPanel>
  );
}

const FormSlot = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
`;

const Forgot = styled.p`
  margin-top: ${({ theme }) => theme.space.md};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
