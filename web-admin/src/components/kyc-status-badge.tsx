import type { KycStatus } from '@prop/contracts/kyc';
import { Badge, type BadgeTone } from '@prop/ui/badge';

const tones: Record<KycStatus, BadgeTone> = { pending: 'warning', approved: 'success', rejected: 'danger' };
const labels: Record<KycStatus, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };

export function kycStatusLabel(status: KycStatus): string {
  return labels[status];
}

export function KycStatusBadge({ status, prefix }: { status: KycStatus; prefix?: string }) {
  return (
    <Badge tone={tones[status]}>
      {prefix ? `${prefix} ` : null}
      {labels[status]}
    </Badge>
  );
}
