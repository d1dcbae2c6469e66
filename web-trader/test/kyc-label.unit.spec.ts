import { describe, expect, it } from 'vitest';
import { kycLabel } from '../src/features/kyc/components/kyc-status-card.tsx';

const base = { status: 'pending' as const, documentUploaded: false, verified: false, rejectionReason: null };

describe('KYC status label', () => {
  it('defaults to Pending', () => {
    expect(kycLabel(undefined).text).toBe('Pending');
    expect(kycLabel(base).text).toBe('Pending');
  });

  it('shows Complete once documents are uploaded', () => {
    expect(kycLabel({ ...base, documentUploaded: true }).text).toBe('Complete');
  });

  it('shows Verified once verified', () => {
    expect(kycLabel({ ...base, status: 'approved', documentUploaded: true, verified: true }).text).toBe('Verified');
  });

  it('shows Rejected for a rejected application', () => {
    expect(kycLabel({ ...base, status: 'rejected', documentUploaded: true, rejectionReason: 'Blurry' }).text).toBe(
      'Rejected',
    );
  });
});
