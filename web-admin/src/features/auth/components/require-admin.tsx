import { Card, CardContent } from '@prop/ui/card';
import { LoadError } from '@prop/ui/load-error';
import { LoadingBlock } from '@prop/ui/spinner';
import { errorText } from '@prop/web-client/api-fetch';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../config/paths.ts';
import { useAdmin } from '../../../shared/api/get-admin.ts';

const Center = styled.main`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 100vh;
  min-height: 100dvh;
  padding: ${({ theme }) => theme.space.lg};
  & > section { width: 100%; max-width: 440px; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.lg};
`;

/** Renders the admin screens only with an admin session; without one (401) it goes to sign-in. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { data: admin, error, isLoading, mutate } = useAdmin();

  if (isLoading) {
    return (
      <Center>
        <LoadingBlock label="Checking your session..." />
      </Center>
    );
  }

  if (error) {
    return (
      <Center>
        <Card>
          <CardContent>
            <LoadError
              title="Could not check your session"
              description={errorText(error, 'The server did not answer. Please try again.')}
              onRetry={() => void mutate()}
            />
            <Actions>
              <Link to={paths.home.getHref()}>Go to sign in</Link>
            </Actions>
          </CardContent>
        </Card>
      </Center>
    );
  }

  if (!admin) return <Navigate to={paths.home.getHref()} replace />;

  return children;
}
