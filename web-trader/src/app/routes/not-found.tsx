import { Card, CardContent } from '@prop/ui/card';
import { CircleAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../config/paths.ts';

/** Any path the router does not know (docs/product-rules.md §2). */
export function NotFoundRoute() {
  return (
    <Screen>
      <title>404 Page Not Found</title>
      <NotFoundCard>
        <CardContent>
          <Heading>
            <CircleAlert size={32} aria-hidden="true" />
            <h1>404 Page Not Found</h1>
          </Heading>
          <Text>Did you forget to add the page to the router?</Text>
          <HomeLink to={paths.home.getHref()}>Back to home</HomeLink>
        </CardContent>
      </NotFoundCard>
    </Screen>
  );
}

const Screen = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  min-height: 100dvh;
  padding: ${({ theme }) => theme.space.lg};
`;

const NotFoundCard = styled(Card)`
  width: 100%;
  max-width: 448px;
`;

const Heading = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  & svg { flex-shrink: 0; color: ${({ theme }) => theme.colors.danger}; }
  & h1 { font-size: ${({ theme }) => theme.fontSizes.xl}; }
`;

const Text = styled.p`
  margin-top: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const HomeLink = styled(Link)`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
