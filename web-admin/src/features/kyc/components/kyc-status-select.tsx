import { KYC_STATUSES, type KycStatus } from '@prop/contracts/kyc';
import { Select } from '@prop/ui/select';
import { useToast } from '@prop/ui/toast';
import { errorText } from '@prop/web-client/api-fetch';
import styled from 'styled-components';
import { kycStatusLabel } from '../../../components/kyc-status-badge.tsx';
import { ADMIN_TOASTS } from '../../../config/messages.ts';
import { useUpdateKycStatus } from '../api/update-kyc-status.ts';
import { kycSavedToast } from '../utils/kyc-toasts.ts';

export interface KycStatusSelectProps {
  userId: string;
  status: KycStatus;
  /** Names the control for screen readers, e.g. 'KYC status for Jane Doe'. */
  label: string;
}

/** The status dropdown: choosing pending, approved or rejected saves it at once. */
export function KycStatusSelect({ userId, status, label }: KycStatusSelectProps) {
  const { toast } = useToast();
  const { trigger, isMutating } = useUpdateKycStatus();

  const onChange = async (next: KycStatus) => {
    if (next === status) return;
    try {
      await trigger({ userId, status: next });
      toast(kycSavedToast(next));
    } catch (error) {
      toast({
        title: ADMIN_TOASTS.errorTitle,
        description: errorText(error, ADMIN_TOASTS.kycUpdateFailed),
        variant: 'destructive',
      });
    }
  };

  return (
    <Narrow
      aria-label={label}
      value={status}
      disabled={isMutating}
      aria-busy={isMutating || undefined}
      onChange={(event) => void onChange(event.target.value as KycStatus)}
    >
      {KYC_STATUSES.map((value) => (
        <option key={value} value={value}>
          {kycStatusLabel(value)}
        </option>
      ))}
    </Narrow>
  );
}

const Narrow = styled(Select)`
  min-width: 140px;
`;
