import type { KycStatus } from '@prop/contracts/kyc';
import { Button } from '@prop/ui/button';
import { useToast } from '@prop/ui/toast';
import { errorText } from '@prop/web-client/api-fetch';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { ADMIN_TOASTS } from '../../../config/messages.ts';
import { useUpdateKycStatus } from '../api/update-kyc-status.ts';
import { kycSavedToast } from '../utils/kyc-toasts.ts';

/** Approve / Reject for a user whose KYC is pending. */
export function KycDecisionButtons({ userId, name }: { userId: string; name: string }) {
  const { toast } = useToast();
  const { trigger, isMutating } = useUpdateKycStatus();
  const [pending, setPending] = useState<KycStatus | null>(null);

  const decide = async (status: KycStatus) => {
    setPending(status);
    try {
      await trigger({ userId, status });
      toast(kycSavedToast(status));
    } catch (error) {
      toast({
        title: ADMIN_TOASTS.errorTitle,
        description: errorText(error, ADMIN_TOASTS.kycUpdateFailed),
        variant: 'destructive',
      });
    } finally {
      setPending(null);
    }
  };

  return (
    <>
      <Button
        size="sm"
        icon={<Check size={16} aria-hidden="true" />}
        aria-label={`Approve KYC for ${name}`}
        disabled={isMutating}
        loading={pending === 'approved'}
        onClick={() => void decide('approved')}
      >
        Approve
      </Button>
      <Button
        size="sm"
        variant="danger"
        icon={<X size={16} aria-hidden="true" />}
        aria-label={`Reject KYC for ${name}`}
        disabled={isMutating}
        loading={pending === 'rejected'}
        onClick={() => void decide('rejected')}
      >
        Reject
      </Button>
    </>
  );
}
