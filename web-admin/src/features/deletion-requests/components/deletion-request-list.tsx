import type { AdminDeletionRequest } from '@prop/contracts/privacy';
import { Badge, type BadgeTone } from '@prop/ui/badge';
import { Button } from '@prop/ui/button';
import { ConfirmDialog } from '@prop/ui/confirm-dialog';
import { StackedItem, StackedList, StackedMeta, StackedRow } from '@prop/ui/stacked-list';
import { useToast } from '@prop/ui/toast';
import { errorText } from '@prop/web-client/api-fetch';
import { useState } from 'react';
import styled from 'styled-components';
import { TraderCell } from '../../../components/trader-cell.tsx';
import { formatDateTime, fullName } from '../../../lib/format.ts';
import { type DeletionDecision, useDecideDeletionRequest } from '../api/deletion-requests.ts';

const STATUS_TONES: Record<AdminDeletionRequest['status'], BadgeTone> = {
  pending: 'warning',
  confirmed: 'danger',
  rejected: 'neutral',
};

const DIALOG: Record<DeletionDecision, { title: string; confirmLabel: string; loadingText: string; done: string }> = {
  confirm: {
    title: 'Delete this account?',
    confirmLabel: 'Delete account',
    loadingText: 'Deleting...',
    done: 'Account deleted',
  },
  reject: {
    title: 'Reject this request?',
    confirmLabel: 'Reject request',
    loadingText: 'Rejecting...',
    done: 'Request rejected',
  },
};

function traderOf(request: AdminDeletionRequest) {
  const { email, firstName, lastName } = request;
  return email !== null && firstName !== null && lastName !== null
    ? { id: request.userId, email, firstName, lastName }
    : null;
}

function describe(decision: DeletionDecision, request: AdminDeletionRequest): string {
  const trader = traderOf(request);
  const who = trader ? `${fullName(trader)} (${trader.email})` : 'this trader';
  return decision === 'confirm'
    ? `This permanently deletes ${who} with their account and KYC data, as they asked. This cannot be undone.`
    : `The account of ${who} stays as it is; they may ask again.`;
}

/** Traders' deletion requests, pending first, each pending one with its confirm and reject buttons. */
export function DeletionRequestList({ requests }: { requests: AdminDeletionRequest[] }) {
  const { toast } = useToast();
  const [open, setOpen] = useState<{ decision: DeletionDecision; request: AdminDeletionRequest } | null>(null);
  const confirm = useDecideDeletionRequest('confirm');
  const reject = useDecideDeletionRequest('reject');
  const running = open?.decision === 'reject' ? reject : confirm;

  const decide = async () => {
    if (!open) return;
    try {
      await running.trigger(open.request.userId);
      toast({ title: DIALOG[open.decision].done, variant: 'success' });
    } catch (error) {
      toast({ title: 'Error', description: errorText(error, 'Failed to decide the request'), variant: 'destructive' });
    } finally {
      setOpen(null);
    }
  };

  if (requests.length === 0) return <Empty>No deletion requests.</Empty>;
  return (
    <>
      <StackedList aria-label="Deletion requests">
        {requests.map((request) => (
          <StackedItem key={`${request.userId}-${request.requestedAt}`}>
            <StackedRow>
              <TraderCell user={traderOf(request)} userId={request.userId} />
              <Badge tone={STATUS_TONES[request.status]}>{request.status}</Badge>
            </StackedRow>
            <StackedMeta>
              Requested {formatDateTime(request.requestedAt)}
              {request.decidedAt ? ` · Decided ${formatDateTime(request.decidedAt)}` : null}
            </StackedMeta>
            {request.status === 'pending' ? (
              <Actions>
                <Button variant="secondary" size="sm" onClick={() => setOpen({ decision: 'reject', request })}>
                  Reject
                </Button>
                <Button variant="danger" size="sm" onClick={() => setOpen({ decision: 'confirm', request })}>
                  Confirm deletion
                </Button>
              </Actions>
            ) : null}
          </StackedItem>
        ))}
      </StackedList>
      <ConfirmDialog
        open={open !== null}
        onCancel={() => setOpen(null)}
        onConfirm={() => void decide()}
        title={open ? DIALOG[open.decision].title : ''}
        description={open ? describe(open.decision, open.request) : ''}
        confirmLabel={open ? DIALOG[open.decision].confirmLabel : undefined}
        variant={open?.decision === 'reject' ? 'primary' : 'danger'}
        loading={running.isMutating}
        loadingText={open ? DIALOG[open.decision].loadingText : undefined}
      />
    </>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;
