import { Card, CardContent } from '@prop/ui/card';
import { LoadError } from '@prop/ui/load-error';
import { LoadingBlock } from '@prop/ui/spinner';
import { errorText } from '@prop/web-client/api-fetch';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { CenteredMain } from '../../../components/centered-main.tsx';
import { paths } from '../../../config/paths.ts';
import { useAdmin } from '../../../shared/api/get-admin.ts';

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
      <CenteredMain>
        <LoadingBlock label="Checking your session..." />
      </CenteredMain>
    );
  }

  if (error) {
    return (
      <CenteredMain>
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
      </CenteredMain>
    );
  }

  if (!admin) return <Navigate to={paths.home.getHref()} replace />;

  return children;
}
