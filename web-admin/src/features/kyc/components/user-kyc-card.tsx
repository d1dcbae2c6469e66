import { Card, CardContent, CardHeader, CardTitle } from '@prop/ui/card';
import { EmptyState } from '@prop/ui/empty-state';
import { LoadingBlock } from '@prop/ui/spinner';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import { useId } from 'react';
import styled from 'styled-components';
import { ApiError, errorText } from '@prop/web-client/api-fetch';
import { Details } from '../../../components/details-list.tsx';
import { KycStatusBadge } from '../../../components/kyc-status-badge.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useCanCall } from '../../../shared/api/get-admin.ts';
import { useUserKyc } from '../api/get-user-kyc.ts';
import { KycDecisionButtons } from './kyc-decision-buttons.tsx';
import { KycDocuments } from './kyc-documents.tsx';
import { KycStatusSelect } from './kyc-status-select.tsx';

/** A user's KYC record with the status controls and the uploaded documents. */
export function UserKycCard({ userId, name }: { userId: string; name: string }) {
  const { data: kyc, error, isLoading } = useUserKyc(userId);
  const notSubmitted = error instanceof ApiError && error.status === 404;
  const documentsTitle = useId();
  const can = useCanCall();
  const decides = can(identityEndpoints.putAdminKycByUserId);

  return (
    <Card>
      <CardHeader>
        <CardTitle>KYC Verification</CardTitle>
        {kyc?.status === 'pending' && decides ? (
          <HeaderActions>
            <KycDecisionButtons userId={userId} name={name} />
          </HeaderActions>
        ) : null}
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <LoadingBlock label="Loading KYC..." />
        ) : kyc ? (
          <Sections>
            <Details>
              <div>
                <dt>Status</dt>
                <dd>
                  <KycStatusBadge status={kyc.status} />
                </dd>
              </div>
              <div>
                <dt>Documents uploaded</dt>
                <dd>{kyc.documentUploaded ? 'Yes' : 'No'}</dd>
              </div>
              <div>
                <dt>Verified</dt>
                <dd>{kyc.verified ? 'Yes' : 'No'}</dd>
              </div>
              <div>
                <dt>Submitted</dt>
                <dd>{formatDateTime(kyc.createdAt)}</dd>
              </div>
              <div>
                <dt>Last updated</dt>
                <dd>{formatDateTime(kyc.updatedAt)}</dd>
              </div>
              {kyc.rejectionReason ? (
                <div>
                  <dt>Rejection reason</dt>
                  <dd>{kyc.rejectionReason}</dd>
                </div>
              ) : null}
              {decides ? (
                <div>
                  <dt>Set status</dt>
                  <dd>
                    <KycStatusSelect userId={userId} status={kyc.status} label={`KYC status for ${name}`} />
                  </dd>
                </div>
              ) : null}
            </Details>
            {kyc.hasDocuments && can(identityEndpoints.getAdminKycByUserIdDocuments) ? (
              <section aria-labelledby={documentsTitle}>
                <SectionTitle id={documentsTitle}>Documents</SectionTitle>
                <KycDocuments userId={userId} />
              </section>
            ) : null}
          </Sections>
        ) : notSubmitted ? (
          <EmptyState title="No KYC submission yet" description="This user has not uploaded identity documents." />
        ) : (
          <EmptyState title="Could not load KYC" description={errorText(error, 'The server did not answer.')} />
        )}
      </CardContent>
    </Card>
  );
}

const HeaderActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

const SectionTitle = styled.h3`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
