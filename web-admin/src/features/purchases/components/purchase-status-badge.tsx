import type { PurchaseStatus } from '@prop/contracts/purchase';
import { Badge } from '@prop/ui/badge';
import { STATUS_LABELS, STATUS_TONES } from '../utils/purchase-labels.ts';

export function PurchaseStatusBadge({ status }: { status: PurchaseStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{STATUS_LABELS[status]}</Badge>;
}
