import type { KycStatus } from '@prop/contracts/kyc';
import { KYC_MESSAGES } from '@prop/contracts/kyc-messages';

/**
 * Why a trader may not send documents now, or null when they may. Approved documents are final;
 * documents under review are not swapped while an admin may be reading them; a rejected trader
 * (or one who never sent any) may upload, which replaces whatever was kept.
 */
export function uploadRefusal(kyc: { status: KycStatus; document_uploaded: boolean }): string | null {
  if (kyc.status === 'approved') return KYC_MESSAGES.alreadyVerified;
  if (kyc.status === 'pending' && kyc.document_uploaded) return KYC_MESSAGES.underReview;
  return null;
}

/**
 * `documentUploaded` after an admin decision. A rejection asks for new documents, so the trader's
 * upload form shows again (the rejected files stay for the admins until replaced); any other
 * decision counts the kept documents as uploaded.
 */
export function documentUploadedAfterDecision(to: KycStatus, hasDocuments: boolean): boolean {
  return to !== 'rejected' && hasDocuments;
}
