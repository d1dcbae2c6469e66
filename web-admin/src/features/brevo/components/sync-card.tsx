import type { SyncProgress } from '@prop/contracts/marketing';
import { Button } from '@prop/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@prop/ui/card';
import { useToast } from '@prop/ui/toast';
import { errorText } from '@prop/web-client/api-fetch';
import { RefreshCw } from 'lucide-react';
import { useSWRConfig } from 'swr';
import styled from 'styled-components';
import { ADMIN_TOASTS } from '../../../config/messages.ts';
import { revalidatePaths } from '../../../lib/revalidate.ts';
import { brevoInfoKey } from '../api/get-brevo-info.ts';
import { brevoListsKey } from '../api/get-brevo-lists.ts';
import { useSyncProgress } from '../api/get-sync-progress.ts';
import { useStartSync } from '../api/start-sync.ts';
import { useSyncFinished } from '../hooks/use-sync-finished.ts';
import { failureToast } from '../utils/failure-toast.ts';
import { SyncProgressBar } from './sync-progress-bar.tsx';

const timeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Sync all': starts the background sync and shows its progress live, then its final counts. */
export function SyncCard({ disabled }: { disabled: boolean }) {
  const { toast } = useToast();
  const { mutate } = useSWRConfig();
  const { data } = useSyncProgress();
  const { trigger, isMutating } = useStartSync();
  const sync = data?.sync ?? null;
  const running = sync?.status === 'running';

  useSyncFinished(sync, (finished) => {
    void revalidatePaths(mutate, brevoInfoKey, brevoListsKey);
    toast({
      title: ADMIN_TOASTS.brevoSyncDoneTitle,
      description: `${finished.synced} synced, ${finished.failed} failed`,
      variant: finished.failed ? 'default' : 'success',
    });
  });

  const onSync = async () => {
    try {
      await trigger();
    } catch (error) {
      toast(failureToast(error, ADMIN_TOASTS.brevoSyncFailedTitle, errorText(error, 'The sync could not be started.')));
    }
  };

  return (
    <Card aria-labelledby="brevo-sync-title">
      <CardHeader>
        <div>
          <CardTitle id="brevo-sync-title">Sync all users</CardTitle>
          <CardDescription>
            Adds every registered user to the Brevo list, within Brevo's rate limits, in the background.
          </CardDescription>
        </div>
        <Button
          icon={<RefreshCw size={16} aria-hidden="true" />}
          onClick={() => void onSync()}
          disabled={disabled || running}
          loading={isMutating}
          loadingText="Starting..."
        >
          {running ? 'Syncing...' : 'Sync all'}
        </Button>
      </CardHeader>
      <CardContent>{sync ? <SyncState sync={sync} /> : <Muted>No sync has run yet.</Muted>}</CardContent>
    </Card>
  );
}

function SyncState({ sync }: { sync: SyncProgress }) {
  const running = sync.status === 'running';
  return (
    <State aria-live="polite">
      <Summary>
        {running
          ? `Syncing... ${sync.done} of ${sync.total} users`
          : `Last sync finished ${sync.finishedAt ? timeFormat.format(new Date(sync.finishedAt)) : ''}: ${sync.done} of ${sync.total} users`}
      </Summary>
      <SyncProgressBar done={sync.done} total={sync.total} running={running} />
      <Counts>
        <Count>
          <dt>Synced</dt>
          <dd>{sync.synced.toLocaleString('en-US')}</dd>
        </Count>
        <Count $tone={sync.failed ? 'danger' : undefined}>
          <dt>Failed</dt>
          <dd>{sync.failed.toLocaleString('en-US')}</dd>
        </Count>
        <Count>
          <dt>Total</dt>
          <dd>{sync.total.toLocaleString('en-US')}</dd>
        </Count>
      </Counts>
    </State>
  );
}

const State = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Summary = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Muted = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Counts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xl};
  margin: 0;
`;

const Count = styled.div<{ $tone?: 'danger' | undefined }>`
  & dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    font-variant-numeric: tabular-nums;
    color: ${({ theme, $tone }) => ($tone ? theme.colors[$tone] : theme.colors.text)};
  }
`;
