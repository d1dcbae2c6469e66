import type { KycDocument } from '@prop/contracts/kyc';
import { Button } from '@prop/ui/button';
import { LoadingBlock } from '@prop/ui/spinner';
import { errorText } from '@prop/web-client/api-fetch';
import { Eye, FileImage, FileText } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { formatDateTime } from '../../../lib/format.ts';
import { useKycDocuments } from '../api/get-kyc-documents.ts';
import { documentKindLabel, documentTypeLabel, formatFileSize } from '../utils/document-labels.ts';
import { KycDocumentDialog } from './kyc-document-dialog.tsx';

/** The identity document and proof of address a user uploaded, each opened in the viewer. */
export function KycDocuments({ userId }: { userId: string }) {
  const { data: documents, error, isLoading } = useKycDocuments(userId);
  const [open, setOpen] = useState<KycDocument | null>(null);

  if (isLoading) return <LoadingBlock label="Loading documents..." />;
  if (!documents) return <Muted>{errorText(error, 'The documents could not be loaded.')}</Muted>;
  if (documents.length === 0) return <Muted>No documents are kept for this user.</Muted>;
  return (
    <>
      <List aria-label="KYC documents">
        {documents.map((document) => {
          const kind = documentKindLabel(document.kind);
          const Icon = document.contentType === 'application/pdf' ? FileText : FileImage;
          return (
            <Item key={document.id} aria-label={kind}>
              <Icon size={24} aria-hidden="true" />
              <Summary>
                <strong>{kind}</strong>
                <span>{document.originalName}</span>
                <small>
                  {documentTypeLabel(document.contentType)} · {formatFileSize(document.size)} · uploaded{' '}
                  {formatDateTime(document.createdAt)}
                </small>
              </Summary>
              <Button
                size="sm"
                variant="secondary"
                icon={<Eye size={16} aria-hidden="true" />}
                aria-label={`View ${kind}`}
                onClick={() => setOpen(document)}
              >
                View
              </Button>
            </Item>
          );
        })}
      </List>
      {open ? <KycDocumentDialog document={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  & > svg { flex-shrink: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Summary = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  & span { overflow-wrap: anywhere; }
  & small {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Muted = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
