import { Button } from '@prop/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@prop/ui/card';
import { ConfirmDialog } from '@prop/ui/confirm-dialog';
import { formatDate } from '@prop/ui/date-format';
import { StackedMeta } from '@prop/ui/stacked-list';
import { useToast } from '@prop/ui/toast';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { FormActions } from '../../../components/form-layout.ts';
import { useFailureToast } from '../../../lib/use-failure-toast.ts';
import { useDeletionRequest, useRequestDeletion } from '../api/deletion-request.ts';
import { useDownloadMyData } from '../api/download-my-data.ts';

/** A copy of what we hold on the trader, and asking for the account to be deleted. */
export function YourData() {
  const { toast } = useToast();
  const failed = useFailureToast();
  const download = useDownloadMyData();
  const { data: deletion } = useDeletionRequest();
  const requestDeletion = useRequestDeletion();
  const [confirming, setConfirming] = useState(false);
  const pending = deletion?.status === 'pending';

  const onDownload = async () => {
    try {
      await download.trigger();
    } catch (error) {
      failed(error, 'Download Failed', 'Could not prepare your data. Please try again.');
    }
  };

  const onRequestDeletion = async () => {
    try {
      await requestDeletion.trigger();
      toast({
        title: 'Deletion Requested',
        description: 'We will review your request and e-mail you once it is done.',
        variant: 'success',
      });
    } catch (error) {
      failed(error, 'Request Failed', 'Could not send your deletion request.');
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Card aria-labelledby="your-data-title">
      <CardHeader>
        <div>
          <CardTitle id="your-data-title">Your data</CardTitle>
          <CardDescription>Download a copy of your personal data, or ask us to delete your account.</CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        {pending ? (
          <StackedMeta role="status">Deletion requested on {formatDate(deletion.requestedAt)}</StackedMeta>
        ) : null}
        <FormActions>
          <Button
            variant="secondary"
            icon={<Download size={16} aria-hidden="true" />}
            loading={download.isMutating}
            loadingText="Preparing..."
            onClick={() => void onDownload()}
          >
            Download my data
          </Button>
          <Button
            variant="danger"
            icon={<Trash2 size={16} aria-hidden="true" />}
            disabled={pending}
            onClick={() => setConfirming(true)}
          >
            Request account deletion
          </Button>
        </FormActions>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void onRequestDeletion()}
        title="Delete your account?"
        description="An administrator will review your request. Once confirmed, your account, profile and KYC documents are deleted for good and cannot be restored."
        confirmLabel="Request deletion"
        loading={requestDeletion.isMutating}
        loadingText="Sending..."
      />
    </Card>
  );
}
