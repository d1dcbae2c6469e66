import type { Certificate } from '@prop/contracts/program';
import { Badge } from '@prop/ui/badge';
import { type ButtonStyleProps, buttonStyles } from '@prop/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@prop/ui/card';
import { formatDate } from '@prop/ui/date-format';
import { LoadError } from '@prop/ui/load-error';
import { LoadingBlock } from '@prop/ui/spinner';
import { StackedItem, StackedList, StackedMeta, StackedRow } from '@prop/ui/stacked-list';
import { Download, ShieldCheck } from 'lucide-react';
import styled from 'styled-components';
import { useCertificates } from '../api/get-certificates.ts';
import {
  CERTIFICATE_KIND_LABELS,
  certificateFileName,
  certificatePdfUrl,
  certificateVerifyUrl,
} from '../utils/certificate-links.ts';

/**
 * The trader's certificates (issue 18): one per passed phase and per paid withdrawal, each as a PDF and
 * with the id anyone can verify it by. Hidden until there is one; the dashboard's socket re-reads it.
 */
export function CertificatesCard() {
  const { data, error, isLoading, mutate } = useCertificates();
  if (data === null || data?.length === 0) return null;
  return (
    <Card aria-label="Certificates">
      <CardHeader>
        <div>
          <CardTitle>Certificates</CardTitle>
          <CardDescription>Passed phases and paid withdrawals</CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        {isLoading ? <LoadingBlock label="Loading..." /> : null}
        {error && !data ? (
          <LoadError
            title="Your certificates could not be loaded"
            description="Please try again later."
            onRetry={() => void mutate()}
          />
        ) : null}
        {data?.length ? (
          <StackedList aria-label="Issued certificates">
            {data.map((certificate) => (
              <CertificateItem key={certificate.id} certificate={certificate} />
            ))}
          </StackedList>
        ) : null}
      </CardContent>
    </Card>
  );
}

function CertificateItem({ certificate }: { certificate: Certificate }) {
  const { id, kind, title, issuedAt } = certificate;
  return (
    <StackedItem aria-label={title}>
      <StackedRow>
        <Title>{title}</Title>
        <Badge tone="success">{CERTIFICATE_KIND_LABELS[kind]}</Badge>
      </StackedRow>
      <StackedMeta>Issued {formatDate(issuedAt)}</StackedMeta>
      <StackedMeta>
        Verification id <VerificationId>{id}</VerificationId>
      </StackedMeta>
      <Links>
        <LinkButton
          href={certificatePdfUrl(id)}
          download={certificateFileName(id)}
          aria-label={`Download PDF: ${title}`}
          $variant="secondary"
          $size="sm"
        >
          <Download size={16} aria-hidden="true" />
          Download PDF
        </LinkButton>
        <LinkButton
          href={certificateVerifyUrl(id)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Verify: ${title}`}
          $variant="ghost"
          $size="sm"
        >
          <ShieldCheck size={16} aria-hidden="true" />
          Verify
        </LinkButton>
      </Links>
    </StackedItem>
  );
}

const Title = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

/** Selected whole with one click, so it copies cleanly into a message or the verify address. */
const VerificationId = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  color: ${({ theme }) => theme.colors.text};
  user-select: all;
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xs};
`;

const LinkButton = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;
