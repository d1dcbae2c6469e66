import type { KycContentType, KycDocumentKind } from '@prop/contracts/kyc';

const KIND_LABELS: Record<KycDocumentKind, string> = {
  identity: 'Identity document',
  address: 'Proof of address',
};

const TYPE_LABELS: Record<KycContentType, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
};

export const documentKindLabel = (kind: KycDocumentKind): string => KIND_LABELS[kind];

export const documentTypeLabel = (contentType: KycContentType): string => TYPE_LABELS[contentType];

/** '812 B', '14.2 KB', '5.0 MB' (binary units, as the 5 MB limit is counted). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
