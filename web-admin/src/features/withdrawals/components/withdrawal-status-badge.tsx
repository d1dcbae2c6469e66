import type { WithdrawalStatus } from '@prop/contracts/withdrawal';
import { Badge, type BadgeTone } from '@prop/ui/badge';

const tones: Record<WithdrawalStatus, BadgeTone> = { pending: 'warning', approved: 'success', rejected: 'danger' };
const labels: Record<WithdrawalStatus, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };

export function WithdrawalStatusBadge({ status }: { status: WithdrawalStatus }) {
  return <Badge tone={tones[status]}>{labels[status]}</Badge>;
}
