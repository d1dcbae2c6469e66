import { urlOf } from '@prop/contracts/endpoints/define';
import { programsEndpoints } from '@prop/contracts/endpoints/programs';
import type { CertificateKind } from '@prop/contracts/program';
import type { RealtimeType } from '@prop/contracts/realtime';

/** GET /api/account/certificates/{id}.pdf: the trader's own copy, downloaded as a file. */
export function certificatePdfUrl(id: string): string {
  return urlOf(programsEndpoints.getAccountCertificatePdf, { file: `${id}.pdf` });
}

/** GET /api/certificates/{id}: the public check anyone holding the id can make. */
export function certificateVerifyUrl(id: string): string {
  return urlOf(programsEndpoints.getCertificatesById, { id });
}

/** The name the browser saves the PDF under. */
export function certificateFileName(id: string): string {
  return `certificate-${id}.pdf`;
}

export const CERTIFICATE_KIND_LABELS: Record<CertificateKind, string> = {
  phase_passed: 'Phase passed',
  withdrawal_paid: 'Withdrawal paid',
};

/** A passed phase or a paid withdrawal is what issues a certificate, so their pushes re-read the list. */
export function refreshesCertificates(type: RealtimeType): boolean {
  return type === 'phase_update' || type === 'withdrawal_update';
}
