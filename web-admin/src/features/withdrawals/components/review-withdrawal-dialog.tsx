import type { WithdrawalRequest } from '@prop/contracts/withdrawal';
import { Button } from '@prop/ui/button';
import { Dialog } from '@prop/ui/dialog';
import { useToast } from '@prop/ui/toast';
import { errorText } from '@prop/web-client/api-fetch';
import { Check, X } from 'lucide-react';
import { useId, useState } from 'react';
import { AFFILIATE_COMMISSION_LABEL, isAffiliateCommission } from '../utils/withdrawal-kind.ts';
import styled from 'styled-components';
import { Details } from '../../../components/details-list.tsx';
import { ADMIN_TOASTS } from '../../../config/messages.ts';
import { formatDateTime, fullName } from '../../../lib/format.ts';
import { useAdmin } from '../../../shared/api/get-admin.ts';
import { formatMoney } from '@prop/contracts/money';
import { useDecideWithdrawal } from '../api/decide-withdrawal.ts';
import { SECOND_APPROVAL_TEXTS, secondApprovalView } from '../utils/second-approval.ts';
import { PaymentDetailsList } from './payment-details-list.tsx';
import { SecondApprovalNotice } from './second-approval-notice.tsx';
import { AdminNotesField } from '../../../components/admin-notes-field.tsx';

export interface ReviewWithdrawalDialogProps {
  /** The request under review; the dialog is open while set. */
  request: WithdrawalRequest | null;
  onClose: () => void;
}

/**
 * The amounts, who asked and where to pay; approve or reject with optional notes the trader sees.
 * A large request shows its first approval; its first approver cannot give the second.
 */
export function ReviewWithdrawalDialog({ request, onClose }: ReviewWithdrawalDialogProps) {
  const { toast } = useToast();
  const { trigger, isMutating } = useDecideWithdrawal();
  const { data: admin } = useAdmin();
  const [notes, setNotes] = useState('');
  const [deciding, setDeciding] = useState<'approved' | 'rejected' | null>(null);
  const blockedId = useId();
  const approval = request ? secondApprovalView(request, admin?.id) : null;

  const close = () => {
    setNotes('');
    onClose();
  };

  const decide = async (status: 'approved' | 'rejected') => {
    if (!request) return;
    const adminNotes = notes.trim();
    setDeciding(status);
    try {
      const decided = await trigger({ id: request.id, status, ...(adminNotes ? { adminNotes } : {}) });
      if (decided?.awaitingSecondApproval) {
        toast({
          title: SECOND_APPROVAL_TEXTS.firstApprovalTitle,
          description: `${requestLabel(request)}. ${SECOND_APPROVAL_TEXTS.firstApprovalDescription}`,
          variant: 'success',
        });
      } else {
        const title =
          status === 'approved' ? ADMIN_TOASTS.withdrawalApprovedTitle : ADMIN_TOASTS.withdrawalRejectedTitle;
        toast({ title, description: requestLabel(request), variant: 'success' });
      }
      close();
    } catch (error) {
      toast({
        title: ADMIN_TOASTS.errorTitle,
        description: errorText(error, ADMIN_TOASTS.withdrawalUpdateFailed),
        variant: 'destructive',
      });
    } finally {
      setDeciding(null);
    }
  };

  return (
    <Dialog
      open={request !== null}
      onClose={isMutating ? () => {} : close}
      title="Review withdrawal"
      description={request ? requestLabel(request) : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={isMutating}>
            Cancel
          </Button>
          <Button
            variant="danger"
            icon={<X size={16} aria-hidden="true" />}
            onClick={() => void decide('rejected')}
            disabled={isMutating}
            loading={deciding === 'rejected'}
            loadingText="Rejecting..."
          >
            Reject
          </Button>
          <Button
            icon={<Check size={16} aria-hidden="true" />}
            onClick={() => void decide('approved')}
            disabled={isMutating || Boolean(approval?.approveBlocked)}
            aria-describedby={approval?.approveBlocked ? blockedId : undefined}
            loading={deciding === 'approved'}
            loadingText="Approving..."
          >
            {approval?.approveLabel ?? SECOND_APPROVAL_TEXTS.approve}
          </Button>
        </>
      }
    >
      {request ? (
        <>
          {approval?.marker ? (
            <SecondApprovalNotice
              marker={approval.marker}
              notes={request.firstApprovalNotes ?? null}
              blocked={approval.approveBlocked}
              blockedId={blockedId}
            />
          ) : null}
          <Details aria-label="Request">
            <div>
              <dt>{isAffiliateCommission(request) ? AFFILIATE_COMMISSION_LABEL : 'Trader share (60%)'}</dt>
              <dd>
                <Strong>{formatMoney(request.profitShareAmount, request.currency)}</Strong>
              </dd>
            </div>
            {isAffiliateCommission(request) ? null : (
              <div>
                <dt>Total profit</dt>
                <dd>{formatMoney(request.amount, request.currency)}</dd>
              </div>
            )}
            <div>
              <dt>Requested</dt>
              <dd>{formatDateTime(request.createdAt)}</dd>
            </div>
          </Details>
          <Section>
            <h3>Payment details</h3>
            <PaymentDetailsList details={request.bankDetails} label="Payment details" />
          </Section>
          <AdminNotesField
            label="Admin notes (optional)"
            hint="The trader sees these notes with the decision."
            value={notes}
            onChange={setNotes}
            disabled={isMutating}
          />
        </>
      ) : null}
    </Dialog>
  );
}

function requestLabel(request: WithdrawalRequest): string {
  const who = request.user ? `${fullName(request.user)} (${request.user.email})` : 'Unknown trader';
  return `${who} · ${formatMoney(request.profitShareAmount, request.currency)}`;
}

const Strong = styled.strong`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  & h3 {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
