import type { KycDocument, KycRecord, TraderKyc } from '@prop/contracts/kyc';
import type { KycWithUser } from '../db/kyc.ts';
import type { KycDocumentRow } from '../db/types.ts';

/** The trader's view: verified means approved; the upload form shows while no documents are in. */
export function toTraderKyc(row: Pick<KycWithUser, 'status' | 'document_uploaded' | 'rejection_reason'>): TraderKyc {
  return {
    status: row.status,
    documentUploaded: row.document_uploaded,
    verified: row.status === 'approved',
    rejectionReason: row.status === 'rejected' ? row.rejection_reason : null,
  };
}

export function toKycRecord(row: KycWithUser): KycRecord {
  return {
    id: row.user_id,
    userId: row.user_id,
    status: row.status,
    createdAt: (row.submitted_at ?? row.created_at).toISOString(),
    updatedAt: row.updated_at.toISOString(),
    documentUploaded: row.document_uploaded,
    verified: row.status === 'approved',
    rejectionReason: row.rejection_reason,
    hasDocuments: row.has_documents,
    user: { firstName: row.first_name, lastName: row.last_name, email: row.email },
  };
}

export function toKycDocument(row: KycDocumentRow): KycDocument {
  return {
    id: row.id,
    userId: row.user_id,
    kind: row.kind,
    contentType: row.content_type,
    size: row.size,
    sha256: row.sha256,
    originalName: row.original_name,
    createdAt: row.created_at.toISOString(),
  };
}
