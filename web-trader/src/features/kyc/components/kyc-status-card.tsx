import type { TraderKyc } from '@prop/contracts/kyc';
import { Badge, type BadgeTone } from '@prop/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@prop/ui/card';
import { LoadError } from '@prop/ui/load-error';
import { LoadingBlock } from '@prop/ui/spinner';
import styled from 'styled-components';
import { useKyc } from '../api/get-kyc.ts';
import { KycUploadForm } from './kyc-upload-form.tsx';

/** docs/product-rules.md §4: Pending by default, 'Complete' once documents are in, 'Verified' once approved. */
export function kycLabel(kyc: TraderKyc | null | undefined): { text: string; tone: BadgeTone } {
  if (kyc?.verified) return { text: 'Verified', tone: 'success' };
  if (kyc?.status === 'rejected') return { text: 'Rejected', tone: 'danger' };
  if (kyc?.documentUploaded) return { text: 'Complete', tone: 'info' };
  return { text: 'Pending', tone: 'warning' };
}

/**
 * The trader's verification state from GET /api/kyc, with the upload form while no documents are
 * in (again after a rejection, under its reason). The dashboard's socket re-reads it on `kyc_update`.
 */
export function KycStatusCard() {
  const { data, error, isLoading, mutate } = useKyc();
  const label = kycLabel(data);
  return (
    <Card aria-label="KYC Status">
      <CardHeader>
        <div>
          <CardTitle>KYC Status</CardTitle>
          <CardDescription>Identity verification</CardDescription>
        </div>
        {data ? <Badge tone={label.tone}>{label.text}</Badge> : null}
      </CardHeader>
      <CardContent>
        {isLoading ? <LoadingBlock label="Loading..." /> : null}
        {error ? (
          <LoadError
            title="Your verification status could not be loaded"
            description="Please try again later."
            onRetry={() => void mutate()}
          />
        ) : null}
        {data?.status === 'rejected' ? (
          <Rejected role="status">
            <strong>Your application was rejected.</strong>
            {data.rejectionReason ? <span>Reason: {data.rejectionReason}</span> : null}
            <span>Please upload new documents.</span>
          </Rejected>
        ) : null}
        {data && !data.documentUploaded ? <KycUploadForm /> : null}
        {data?.documentUploaded && !data.verified && data.status !== 'rejected' ? (
          <Muted>Your documents are under review.</Muted>
        ) : null}
        {data?.verified ? <Muted>Your identity has been verified.</Muted> : null}
      </CardContent>
    </Card>
  );
}

const Muted = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  & + & { margin-top: ${({ theme }) => theme.space.sm}; }
`;

const Rejected = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;
