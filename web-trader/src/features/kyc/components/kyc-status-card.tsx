import type { TraderKyc } from '@prop/contracts/kyc';
import { Badge, type BadgeTone } from '@prop/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@prop/ui/card';
import { LoadingBlock } from '@prop/ui/spinner';
import styled from 'styled-components';
import { useKyc } from '../api/get-kyc.ts';

/** Spec section 4: Pending by default, 'Complete' once documents are in, 'Verified' once approved. */
export function kycLabel(kyc: TraderKyc | null | undefined): { text: string; tone: BadgeTone } {
  if (kyc?.verified) return { text: 'Verified', tone: 'success' };
  if (kyc?.status === 'rejected') return { text: 'Rejected', tone: 'danger' };
  if (kyc?.documentUploaded) return { text: 'Complete', tone: 'info' };
  return { text: 'Pending', tone: 'warning' };
}

/**
 * The trader's verification state from GET /api/kyc. The document upload form joins this card in
 * its own issue; until then the card tells what will be asked.
 */
export function KycStatusCard() {
  const { data, error, isLoading } = useKyc();
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
        {error ? <Muted>Your verification status could not be loaded. Please try again later.</Muted> : null}
        {data?.status === 'rejected' && data.rejectionReason ? <Muted>Reason: {data.rejectionReason}</Muted> : null}
        {data && !data.documentUploaded ? (
          <Muted>
            You will upload an identity document and a proof of address (bank statement or utility bill from the last 3
            months). Accepted types: .pdf, .jpg, .jpeg, .png, up to 5MB.
          </Muted>
        ) : null}
        {data?.documentUploaded && !data.verified && data.status !== 'rejected' ? (
          <Muted>Your documents are under review.</Muted>
        ) : null}
      </CardContent>
    </Card>
  );
}

const Muted = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  & + & { margin-top: ${({ theme }) => theme.space.sm}; }
`;
