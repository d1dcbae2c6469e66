import type { PhaseReview, PhaseReviewDecision } from '@prop/contracts/program';
import { Button } from '@prop/ui/button';
import { ConfirmDialog } from '@prop/ui/confirm-dialog';
import { Dialog } from '@prop/ui/dialog';
import { useToast } from '@prop/ui/toast';
import { errorText } from '@prop/web-client/api-fetch';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { AdminNotesField } from '../../../components/admin-notes-field.tsx';
import { Details } from '../../../components/details-list.tsx';
import { ADMIN_TOASTS } from '../../../config/messages.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useDecidePhaseReview } from '../api/decide-phase-review.ts';
import {
  DECISION_LABELS,
  decisionBody,
  PHASE_REVIEW_TOASTS,
  programLine,
  reviewLabel,
  traderName,
} from '../utils/phase-review-labels.ts';

type Decision = PhaseReviewDecision['decision'];

export interface ReviewPhaseDialogProps {
  /** The pending review being decided; the dialog is open while set. */
  review: PhaseReview | null;
  onClose: () => void;
}

/**
 * What was passed and by whom; approve (the next phase's account is opened) or reject (the enrolment
 * fails, after a confirmation), with optional notes.
 */
export function ReviewPhaseDialog({ review, onClose }: ReviewPhaseDialogProps) {
  const { toast } = useToast();
  const { trigger, isMutating } = useDecidePhaseReview();
  const [notes, setNotes] = useState('');
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [confirmingReject, setConfirmingReject] = useState(false);

  const close = () => {
    setNotes('');
    setConfirmingReject(false);
    onClose();
  };

  const decide = async (decision: Decision) => {
    if (!review) return;
    setDeciding(decision);
    try {
      await trigger({ id: review.id, ...decisionBody(decision, notes) });
      const title = decision === 'approve' ? PHASE_REVIEW_TOASTS.approvedTitle : PHASE_REVIEW_TOASTS.rejectedTitle;
      toast({ title, description: reviewLabel(review), variant: 'success' });
      close();
    } catch (error) {
      setConfirmingReject(false);
      toast({
        title: ADMIN_TOASTS.errorTitle,
        description: errorText(error, PHASE_REVIEW_TOASTS.failed),
        variant: 'destructive',
      });
    } finally {
      setDeciding(null);
    }
  };

  // The confirmation is a sibling, not a child: inside, its keys would also reach this dialog.
  return (
    <>
      <Dialog
        open={review !== null}
        onClose={isMutating ? () => {} : close}
        title="Review phase"
        description={review ? reviewLabel(review) : undefined}
        footer={
          <>
            <Button variant="secondary" onClick={close} disabled={isMutating}>
              Cancel
            </Button>
            <Button
              variant="danger"
              icon={<X size={16} aria-hidden="true" />}
              onClick={() => setConfirmingReject(true)}
              disabled={isMutating}
            >
              {DECISION_LABELS.reject}
            </Button>
            <Button
              icon={<Check size={16} aria-hidden="true" />}
              onClick={() => void decide('approve')}
              disabled={isMutating}
              loading={deciding === 'approve'}
              loadingText="Approving..."
            >
              {DECISION_LABELS.approve}
            </Button>
          </>
        }
      >
        {review ? (
          <>
            <Details aria-label="Passed phase">
              <div>
                <dt>Trader</dt>
                <dd>
                  {traderName(review)}
                  {review.user ? <Muted>{review.user.email}</Muted> : null}
                </dd>
              </div>
              <div>
                <dt>Program</dt>
                <dd>{programLine(review)}</dd>
              </div>
              <div>
                <dt>Phase</dt>
                <dd>{review.phase.name}</dd>
              </div>
              <div>
                <dt>MT5 account</dt>
                <dd>
                  <Mono>{review.mt5AccountId}</Mono>
                </dd>
              </div>
              <div>
                <dt>Passed</dt>
                <dd>{formatDateTime(review.passedAt)}</dd>
              </div>
            </Details>
            <AdminNotesField
              label="Notes (optional)"
              hint="Kept with the decision."
              value={notes}
              onChange={setNotes}
              disabled={isMutating}
            />
          </>
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={review !== null && confirmingReject}
        onCancel={() => setConfirmingReject(false)}
        onConfirm={() => void decide('reject')}
        title="Reject this phase?"
        description={
          review ? `${reviewLabel(review)}. The enrolment fails and the trader gets no account for the next phase.` : ''
        }
        confirmLabel="Yes, reject phase"
        loading={deciding === 'reject'}
        loadingText="Rejecting..."
      />
    </>
  );
}

const Mono = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
`;

const Muted = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
