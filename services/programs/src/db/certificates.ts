import type { Kysely, Transaction } from 'kysely';
import type { CertificateDetails, CertificateRow, CertificatesTable, ProgramsDb } from './types.ts';

type Db = Kysely<ProgramsDb> | Transaction<ProgramsDb>;

/** Stores a certificate unless one was issued for the same thing. Returns the new one, or undefined. */
export function insertCertificateOnce(
  trx: Transaction<ProgramsDb>,
  certificate: {
    userId: string;
    kind: CertificatesTable['kind'];
    issuedFor: string;
    title: string;
    holder: string;
    details: CertificateDetails;
    at: Date;
  },
): Promise<CertificateRow | undefined> {
  return trx
    .insertInto('certificates')
    .values({
      user_id: certificate.userId,
      kind: certificate.kind,
      issued_for: certificate.issuedFor,
      title: certificate.title,
      holder: certificate.holder,
      details: JSON.stringify(certificate.details),
      issued_at: certificate.at,
    })
    .onConflict((conflict) => conflict.column('issued_for').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** A trader's certificates, newest first. */
export function certificatesOfUser(db: Db, userId: string): Promise<CertificateRow[]> {
  return db
    .selectFrom('certificates')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('issued_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The certificate with this id; the caller checks the id is a uuid. */
export function certificateById(db: Db, id: string): Promise<CertificateRow | undefined> {
  return db.selectFrom('certificates').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The trader's name as the directory copy knows it now, if it does. */
export function knownUserName(db: Db, userId: string): Promise<{ first_name: string; last_name: string } | undefined> {
  return db.selectFrom('known_users').select(['first_name', 'last_name']).where('id', '=', userId).executeTakeFirst();
}
