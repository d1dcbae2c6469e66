import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';

export interface LoadErrorProps {
  /** What failed to load, e.g. 'Could not load tickets'. */
  title?: string;
  /** Why, as the client error reads ('status: body'), or a fallback. */
  description?: string;
  onRetry: () => void;
}

/** The one "could not load" state of every screen of both apps: what failed, why, and a retry. */
export function LoadError({ title = 'Could not load', description, onRetry }: LoadErrorProps) {
  return (
    <div role="alert">
      <EmptyState
        title={title}
        description={description ?? 'The server did not answer.'}
        action={
          <Button variant="secondary" size="sm" onClick={onRetry}>
            Try again
          </Button>
        }
      />
    </div>
  );
}
