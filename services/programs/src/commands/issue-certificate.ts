import type { Transaction } from 'kysely';
import { insertCertificateOnce, knownUserName } from '../db/certificates.ts';
import type { CertificateDetails, CertificatesTable, ProgramsDb } from '../db/types.ts';
import { holderOf } from '../domain/certificate-wording.ts';

/**
 * Issues a certificate once per thing it attests (`issuedFor`): the holder's name is printed as the
 * directory copy knows it now and kept, so the certificate reads the same for good.
 */
export async function issueCertificate(
  trx: Transaction<ProgramsDb>,
  certificate: {
    userId: string;
    kind: CertificatesTable['kind'];
    issuedFor: string;
    title: string;
    details: CertificateDetails;
    at: Date;
  },
): Promise<void> {
  const holder = holderOf(await knownUserName(trx, certificate.userId));
  await insertCertificateOnce(trx, { ...certificate, holder });
}
