import { type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../card.tsx';
import { LoadError } from '../load-error.tsx';
import { LoadingBlock } from '../spinner.tsx';

/** Where a journal read stands: the card shows a spinner, the failure with a retry, or its content. */
export interface JournalLoad {
  loading: boolean;
  /** Why the read failed, as the screen words it; absent when it did not fail. */
  failure?: string;
  onRetry: () => void;
}

/** What a journal card needs of an SWR read. */
export interface JournalRead {
  data?: unknown;
  error?: unknown;
  isLoading: boolean;
  mutate: () => unknown;
}

/** The load state of a read; `describe` words a failure as the app does. Data kept from before is shown, never a spinner. */
export function journalLoadOf(read: JournalRead, describe: (error: unknown) => string): JournalLoad {
  return {
    loading: read.isLoading && read.data === undefined,
    failure: read.error && read.data === undefined ? describe(read.error) : undefined,
    onRetry: () => void read.mutate(),
  };
}

/** The heading level of the cards' titles: h2 under a page's h1, h3 inside a section of a page. */
export type JournalHeading = 'h2' | 'h3';

export interface JournalCardProps {
  title: string;
  description?: ReactNode;
  titleAs?: JournalHeading;
  /** Controls at the right of the title (range buttons, an export link). */
  actions?: ReactNode;
  /** Without it the content shows at once and keeps its own load states. */
  load?: JournalLoad;
  children: ReactNode;
}

/** One part of the trading journal: a card named by its title, with the load state of its read. */
export function JournalCard({ title, description, titleAs = 'h2', actions, load, children }: JournalCardProps) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <div>
          <CardTitle as={titleAs} id={titleId}>
            {title}
          </CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </div>
        {actions ? <Actions>{actions}</Actions> : null}
      </CardHeader>
      <CardContent>
        {load ? (
          <Loaded load={load} what={title.toLowerCase()}>
            {children}
          </Loaded>
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
}

/** The content once `load` has it; meanwhile a spinner, or the failure with its retry. */
export function Loaded({ load, what, children }: { load: JournalLoad; what: string; children: ReactNode }) {
  if (load.failure !== undefined) {
    return <LoadError title={`Could not load ${what}`} description={load.failure} onRetry={load.onRetry} />;
  }
  return load.loading ? <LoadingBlock label={`Loading ${what}...`} /> : children;
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;
