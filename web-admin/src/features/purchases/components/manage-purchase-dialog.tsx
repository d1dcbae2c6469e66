import type { AdminPurchase, PurchaseRefundInput, PurchaseStatus } from '@prop/contracts/purchase';
import { Button, type ButtonStyleProps, type ButtonVariant, buttonStyles } from '@prop/ui/button';
import { Dialog } from '@prop/ui/dialog';
import { Check, Clock, Download, X } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import styled from 'styled-components';
import { Details } from '../../../components/details-list.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { formatMoney, moneyOf } from '@prop/contracts/money';
import { DECISION_LABELS, METHOD_LABELS, processedByLabel, STATUS_LABELS } from '../utils/purchase-labels.ts';
import { PurchaseStatusBadge } from './purchase-status-badge.tsx';
import { purchaseLabel, usePurchaseDecision } from './use-purchase-decision.ts';
import { AdminNotesField } from '../../../components/admin-notes-field.tsx';
import { adminReceiptUrl } from '../api/refund-purchase.ts';
import { DisputeNotice } from './dispute-notice.tsx';
import { RefundForm } from './refund-form.tsx';
import { TimelineList, TimelineNote, TimelineSection } from './dialog-timeline.tsx';
import { RefundHistory } from './refund-history.tsx';
import { usePurchaseRefund } from './use-purchase-refund.ts';
import { discountNoteText } from './discount-note.tsx';

const DECISIONS: { status: PurchaseStatus; variant: ButtonVariant; icon: ReactNode; loadingText: string }[] = [
  { status: 'not_received', variant: 'danger', icon: <X size={16} aria-hidden="true" />, loadingText: 'Saving...' },
  { status: 'pending', variant: 'secondary', icon: <Clock size={16} aria-hidden="true" />, loadingText: 'Saving...' },
  { status: 'approved', variant: 'primary', icon: <Check size={16} aria-hidden="true" />, loadingText: 'Approving...' },
];

export interface ManagePurchaseDialogProps {
  /** The purchase being managed; the dialog is open while set. */
  purchase: AdminPurchase | null;
  currentAdminId?: string;
  onClose: () => void;
}

/**
 * docs/product-rules.md §4's manage dialog: 'Approve & Fund Account', 'Set Pending' or 'Not Received', with
 * notes. The notes start as the purchase's own and are sent as they stand, so clearing them clears them.
 */
export function ManagePurchaseDialog({ purchase, currentAdminId, onClose }: ManagePurchaseDialogProps) {
  const { decide, deciding, isMutating: decisionPending } = usePurchaseDecision();
  const refunds = usePurchaseRefund();
  const isMutating = decisionPending || refunds.isMutating;
  const [notes, setNotes] = useState('');
  useEffect(() => setNotes(purchase?.adminNotes ?? ''), [purchase]);

  const choose = async (status: PurchaseStatus) => {
    if (purchase && (await decide(purchase, status, notes.trim()))) onClose();
  };
  const refund = async (body: PurchaseRefundInput) => {
    if (purchase && (await refunds.refund(purchase, body))) onClose();
  };

  return (
    <Dialog
      open={purchase !== null}
      onClose={isMutating ? () => {} : onClose}
      title="Manage purchase"
      description={purchase ? purchaseLabel(purchase) : undefined}
      size="lg"
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={isMutating}>
            Cancel
          </Button>
          {DECISIONS.map(({ status, variant, icon, loadingText }) => (
            <Button
              key={status}
              variant={variant}
              icon={icon}
              onClick={() => void choose(status)}
              disabled={isMutating}
              loading={deciding?.status === status}
              loadingText={loadingText}
            >
              {DECISION_LABELS[status]}
            </Button>
          ))}
        </>
      }
    >
      {purchase ? (
        <>
          {purchase.dispute ? <DisputeNotice dispute={purchase.dispute} currency={purchase.currency} /> : null}
          <Details aria-label="Purchase">
            <div>
              <dt>Status</dt>
              <dd>
                <PurchaseStatusBadge status={purchase.status} />
              </dd>
            </div>
            <div>
              <dt>Funding</dt>
              <dd>
                {purchase.tierName} · {formatMoney(purchase.amount, purchase.currency)}
              </dd>
            </div>
            <div>
              <dt>Price</dt>
              <dd>
                <strong>{formatMoney(purchase.price, purchase.currency)}</strong>
              </dd>
            </div>
            {purchase.discount ? (
              <div>
                <dt>Discount code</dt>
                <dd>{discountNoteText(purchase)}</dd>
              </div>
            ) : null}
            <div>
              <dt>Reference</dt>
              <dd>
                <Code>{purchase.transactionId}</Code>
              </dd>
            </div>
            <div>
              <dt>Payment method</dt>
              <dd>{METHOD_LABELS[purchase.paymentMethod]}</dd>
            </div>
            <div>
              <dt>Ordered</dt>
              <dd>{formatDateTime(purchase.createdAt)}</dd>
            </div>
            <div>
              <dt>Processed</dt>
              <dd>{formatDateTime(purchase.processedAt)}</dd>
            </div>
            <div>
              <dt>Processed by</dt>
              <dd title={purchase.processedBy ?? undefined}>
                {processedByLabel(purchase.processedBy, currentAdminId)}
              </dd>
            </div>
            {moneyOf(purchase.refundedAmount) > 0n ? (
              <div>
                <dt>Refunded</dt>
                <dd>{formatMoney(Number(purchase.refundedAmount), purchase.currency)}</dd>
              </div>
            ) : null}
            {purchase.receipt ? (
              <div>
                <dt>Receipt</dt>
                <dd>
                  <LinkButton
                    href={adminReceiptUrl(purchase.id)}
                    download
                    aria-label={`Receipt: ${purchaseLabel(purchase)}`}
                    $variant="secondary"
                    $size="sm"
                  >
                    <Download size={16} aria-hidden="true" />
                    Receipt
                  </LinkButton>
                </dd>
              </div>
            ) : null}
          </Details>
          {purchase.refunds.length ? <RefundHistory purchase={purchase} currentAdminId={currentAdminId} /> : null}
          {purchase.status === 'approved' && purchase.paymentMethod === 'card' && moneyOf(purchase.refundable) > 0n ? (
            <RefundForm purchase={purchase} refunding={refunds.isMutating} disabled={isMutating} onRefund={refund} />
          ) : null}
          {purchase.history.length ? (
            <TimelineSection aria-label="Decision history">
              <h3>History</h3>
              <TimelineList>
                {purchase.history.map((entry) => (
                  <li key={`${entry.decidedAt}-${entry.to}`}>
                    {formatDateTime(entry.decidedAt)} · {STATUS_LABELS[entry.from]} → {STATUS_LABELS[entry.to]} by{' '}
                    {processedByLabel(entry.decidedBy, currentAdminId)}
                    {entry.notes ? <TimelineNote>{entry.notes}</TimelineNote> : null}
                  </li>
                ))}
              </TimelineList>
            </TimelineSection>
          ) : null}
          <AdminNotesField
            label="Admin notes"
            hint="Kept with the purchase; the trader sees them too."
            value={notes}
            onChange={setNotes}
            disabled={isMutating}
          />
        </>
      ) : null}
    </Dialog>
  );
}

const LinkButton = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

const Code = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
`;
