import type { PhaseReviewStatus } from '@prop/contracts/program';
import { Badge } from '@prop/ui/badge';
import { STATUS_LABELS, STATUS_TONES } from '../utils/phase-review-labels.ts';

export function PhaseReviewStatusBadge({ status }: { status: PhaseReviewStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{STATUS_LABELS[status]}</Badge>;
}
