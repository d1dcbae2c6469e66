import { WITHDRAWAL_PROCESSING_TEXT } from '@prop/contracts/constants';
import type { WithdrawalRequest } from '@prop/contracts/withdrawal';
import type { BadgeTone } from '@prop/ui/badge';

export interface WithdrawalStatusView {
  label: string;
  tone: BadgeTone;
  /** The line under the badge: when it will be paid, or why it was rejected. */
  detail: string | null;
}

/** docs/product-rules.md §4: Under Review orange; approved green 'Processing'; rejected red with the admin's notes. */
export function withdrawalStatusView(request: Pick<WithdrawalRequest, 'status' | 'adminNotes'>): WithdrawalStatusView {
  switch (request.status) {
    case 'pending':
      return { label: 'Under Review', tone: 'warning', detail: null };
    case 'approved':
      return { label: 'Processing', tone: 'success', detail: WITHDRAWAL_PROCESSING_TEXT };
    case 'rejected':
      return { label: 'Rejected', tone: 'danger', detail: request.adminNotes || null };
  }
}
