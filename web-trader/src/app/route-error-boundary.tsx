import { Button } from '@prop/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@prop/ui/card';
import { Page } from '@prop/ui/page';
import { CircleAlert } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';

type BoundaryProps = {
  children: ReactNode;
  /** What to show instead of the children once they threw; `retry` renders them again. */
  fallback: (retry: () => void) => ReactNode;
  /** Changing it (e.g. the path) clears a caught error. */
  resetKey?: string;
};

type BoundaryState = { error: unknown; resetKey: string | undefined };

/** Catches a render error below it so it replaces only its own part of the screen, never the app. */
export class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A screen failed to render', error, info.componentStack);
  }

  retry = () => this.setState({ error: null });

  override render() {
    return this.state.error ? this.props.fallback(this.retry) : this.props.children;
  }
}

/**
 * One per route (see router.tsx): a page that fails to render shows a short apology with a retry
 * inside the trader frame, so the navigation stays usable; moving to another page clears it.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      resetKey={pathname}
      fallback={(retry) => (
        <Page>
          <Fallback role="alert" aria-label="Page error">
            <CardContent>
              <Heading>
                <CircleAlert size={24} aria-hidden="true" />
                <h1>Sorry, this page could not be shown</h1>
              </Heading>
              <Text>Something went wrong while showing it. The rest of the app still works; please try again.</Text>
              <Button variant="secondary" size="sm" onClick={retry}>
                Try again
              </Button>
            </CardContent>
          </Fallback>
        </Page>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}

/** Around one dashboard card: if it fails, a small card says so and the others keep working. */
export function CardErrorBoundary({ title, children }: { title: string; children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={(retry) => (
        <Card aria-label={title}>
          <CardHeader>
            <CardTitle>{title}</CardTitle>
          </CardHeader>
          <CardContent role="alert">
            <Text>Sorry, this card could not be shown right now.</Text>
            <Button variant="secondary" size="sm" onClick={retry}>
              Try again
            </Button>
          </CardContent>
        </Card>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}

const Fallback = styled(Card)`
  max-width: 560px;
`;

const Heading = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  & svg { flex-shrink: 0; color: ${({ theme }) => theme.colors.warning}; }
  & h1 { font-size: ${({ theme }) => theme.fontSizes.lg}; }
`;

const Text = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
