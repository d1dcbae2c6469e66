import type { TraderSession } from '@prop/contracts/privacy';
import { Badge } from '@prop/ui/badge';
import { Button } from '@prop/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@prop/ui/card';
import { ConfirmDialog } from '@prop/ui/confirm-dialog';
import { formatDateTime } from '@prop/ui/date-format';
import { LoadError } from '@prop/ui/load-error';
import { LoadingBlock } from '@prop/ui/spinner';
import { StackedItem, StackedList, StackedMeta, StackedRow } from '@prop/ui/stacked-list';
import { useToast } from '@prop/ui/toast';
import { errorText } from '@prop/web-client/api-fetch';
import { useState } from 'react';
import { useFailureToast } from '../../../lib/use-failure-toast.ts';
import { useEndAllSessions, useEndSession, useSessions } from '../api/sessions.ts';

function SessionRow({ session }: { session: TraderSession }) {
  const { toast } = useToast();
  const failed = useFailureToast();
  const { trigger, isMutating } = useEndSession();

  const signOut = async () => {
    try {
      await trigger(session.id);
      toast({ title: 'Signed out', description: `${session.device} is no longer signed in.`, variant: 'success' });
    } catch (error) {
      failed(error, 'Sign-out Failed', 'Could not sign out that session.');
    }
  };

  return (
    <StackedItem>
      <StackedRow>
        <strong>{session.device}</strong>
        {session.current ? (
          <Badge tone="success">This device</Badge>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            loading={isMutating}
            loadingText="Signing out..."
            onClick={() => void signOut()}
            aria-label={`Sign out ${session.device}`}
          >
            Sign out
          </Button>
        )}
      </StackedRow>
      <StackedMeta>
        {session.address ?? 'Unknown address'} · Last seen {formatDateTime(session.lastSeenAt)} · Signed in{' '}
        {formatDateTime(session.createdAt)}
      </StackedMeta>
    </StackedItem>
  );
}

/** Where the trader is signed in, with a way to end any of it. */
export function ActiveSessions() {
  const { data: sessions, error, isLoading, mutate } = useSessions();
  const failed = useFailureToast();
  const endAll = useEndAllSessions();
  const [confirming, setConfirming] = useState(false);

  const signOutEverywhere = async () => {
    try {
      await endAll.trigger();
    } catch (failure) {
      setConfirming(false);
      failed(failure, 'Sign-out Failed', 'Could not sign out everywhere.');
    }
  };

  return (
    <Card aria-labelledby="sessions-title">
      <CardHeader>
        <div>
          <CardTitle id="sessions-title">Active sessions</CardTitle>
          <CardDescription>Browsers and devices signed in to your account.</CardDescription>
        </div>
        <Button variant="danger" size="sm" onClick={() => setConfirming(true)}>
          Sign out everywhere
        </Button>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <LoadingBlock label="Loading sessions..." />
        ) : sessions ? (
          <StackedList aria-label="Active sessions">
            {sessions.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </StackedList>
        ) : (
          <LoadError
            title="Could not load your sessions"
            description={errorText(error, 'The server did not answer.')}
            onRetry={() => void mutate()}
          />
        )}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void signOutEverywhere()}
        title="Sign out everywhere?"
        description="Every browser and device signed in to your account is signed out, this one included. You will need to sign in again."
        confirmLabel="Sign out everywhere"
        loading={endAll.isMutating}
        loadingText="Signing out..."
      />
    </Card>
  );
}
