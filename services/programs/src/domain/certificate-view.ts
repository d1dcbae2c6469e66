import type { Certificate, CertificateVerification } from '@prop/contracts/program';
import type { CertificateRow } from '../db/types.ts';

export function certificateOf(row: CertificateRow): Certificate {
  return { id: row.id, kind: row.kind, title: row.title, issuedAt: row.issued_at.toISOString() };
}

export function verificationOf(row: CertificateRow): CertificateVerification {
  return { ...certificateOf(row), holder: row.holder };
}
