import type { KycDocument } from '@prop/contracts/kyc';
import { Button, type ButtonStyleProps, buttonStyles } from '@prop/ui/button';
import { Dialog } from '@prop/ui/dialog';
import { EmptyState } from '@prop/ui/empty-state';
import { LoadingBlock } from '@prop/ui/spinner';
import { errorText } from '@prop/web-client/api-fetch';
import { Download } from 'lucide-react';
import styled from 'styled-components';
import { useKycDocumentFile } from '../api/fetch-kyc-document.ts';
import { documentKindLabel, documentTypeLabel, formatFileSize } from '../utils/document-labels.ts';
import { KycDocumentPreview } from './kyc-document-preview.tsx';

/** One document opened from the user's KYC card: fetched when opened, shown inline, downloadable. */
export function KycDocumentDialog({ document, onClose }: { document: KycDocument; onClose: () => void }) {
  const file = useKycDocumentFile(document);
  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={documentKindLabel(document.kind)}
      description={`${document.originalName} · ${documentTypeLabel(document.contentType)} · ${formatFileSize(document.size)}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          {file.url ? (
            <DownloadLink href={file.url} download={document.originalName} $variant="primary">
              <Download size={16} aria-hidden="true" />
              Download
            </DownloadLink>
          ) : null}
        </>
      }
    >
      {file.url ? (
        <KycDocumentPreview document={document} url={file.url} />
      ) : file.error ? (
        <EmptyState
          title="Could not open this document"
          description={errorText(file.error, 'The server did not answer.')}
        />
      ) : (
        <LoadingBlock label="Opening document..." />
      )}
    </Dialog>
  );
}

const DownloadLink = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;
