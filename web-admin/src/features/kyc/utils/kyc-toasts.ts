import type { KycStatus } from '@prop/contracts/kyc';
import type { ToastOptions } from '@prop/ui/toast';
import { kycStatusLabel } from '../../../components/kyc-status-badge.tsx';

/** The confirmation of a saved KYC decision: 'KYC approved', 'KYC rejected', or the status set. */
export function kycSavedToast(status: KycStatus): ToastOptions {
  if (status === 'approved') return { title: 'KYC approved', variant: 'success' };
  if (status === 'rejected') return { title: 'KYC rejected', variant: 'success' };
  return { title: 'KYC status updated', description: `Set to ${kycStatusLabel(status)}.`, variant: 'success' };
}
