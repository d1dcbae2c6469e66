import { Card, CardContent, CardDescription } from '@prop/ui/card';
import { LoadingBlock } from '@prop/ui/spinner';
import { ShieldCheck } from 'lucide-react';
import { useRef } from 'react';
import { Link, Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../config/paths.ts';
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
      <Screen>
        <LoadingBlock label="Checking your session..." />
      </Screen>
    );
  }

  return (
    <Screen>
      <title>Admin Sign In</title>
      <Panel>
        <Brand>
          <BrandIcon aria-hidden="true">
            <ShieldCheck size={24} />
          </BrandIcon>
          <span>Funded Trader · Back Office</span>
        </Brand>
        <Card>
          <CardContent>
            <Heading>Admin Sign In</Heading>
            <CardDescription>Sign in with your administrator account to manage the platform.</CardDescription>
            <FormSlot>
              <LoginForm />
            </FormSlot>
            <Forgot>
              <Link to={paths.forgotPassword.getHref()}>Forgot password?</Link>
            </Forgot>
          </CardContent>
        </Card>
        <Footnote>Authorised staff only.</Footnote>
      </Panel>
    </Screen>
  );
}

const Screen = styled.main`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 100vh;
  min-height: 100dvh;
  padding: ${({ theme }) => theme.space.lg};
  background:
    radial-gradient(ellipse at top, rgba(37, 99, 235, 0.14), transparent 60%),
    ${({ theme }) => theme.colors.background};
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  width: 100%;
  max-width: 420px;
`;

const Brand = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const BrandIcon = styled.span`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textOnAccent};
  background: ${({ theme }) => theme.colors.primary};
`;

const Heading = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const FormSlot = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
`;

const Forgot = styled.p`
  margin-top: ${({ theme }) => theme.space.md};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Footnote = styled.p`
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
