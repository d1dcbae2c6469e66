import { type Kysely, sql, type Transaction } from 'kysely';
import type { KycStatus } from '@prop/contracts/kyc';
import type { IdentityDb } from './types.ts';

type Db = Kysely<IdentityDb> | Transaction<IdentityDb>;

const hasDocuments = sql<boolean>`exists (select 1 from kyc_documents where kyc_documents.user_id = kyc_records.user_id)`;

const kycWithUser = (db: Db) =>
  db
    .selectFrom('kyc_records')
    .innerJoin('users', 'users.id', 'kyc_records.user_id')
    .selectAll('kyc_records')
    .select(['users.first_name', 'users.last_name', 'users.email'])
    .select(hasDocuments.as('has_documents'));

export function findKyc(db: Db, userId: string) {
  return kycWithUser(db).where('kyc_records.user_id', '=', userId).executeTakeFirst();
}

/** Every KYC record, last changed first. */
export function kycQueueQuery(db: Db) {
  return kycWithUser(db).orderBy('kyc_records.updated_at', 'desc');
}

export function listKyc(db: Db) {
  return kycQueueQuery(db).execute();
}

export type KycWithUser = NonNullable<Awaited<ReturnType<typeof findKyc>>>;

/** Locks the record so two admins deciding (or a decision and an upload) apply one after the other. */
export function lockKyc(trx: Transaction<IdentityDb>, userId: string) {
  return trx
    .selectFrom('kyc_records')
    .selectAll()
    .select(hasDocuments.as('has_documents'))
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export async function recordKycDecision(
  trx: Transaction<IdentityDb>,
  decision: { userId: string; from: KycStatus; to: KycStatus; decidedBy: string; reason: string | null },
  documentUploaded: boolean,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('kyc_records')
    .set({
      status: decision.to,
      rejection_reason: decision.to === 'rejected' ? decision.reason : null,
      document_uploaded: documentUploaded,
      updated_at: now,
    })
    .where('user_id', '=', decision.userId)
    .execute();
  await trx
    .insertInto('kyc_decisions')
    .values({
      user_id: decision.userId,
      from_status: decision.from,
      to_status: decision.to,
      decided_by: decision.decidedBy,
      reason: decision.reason,
      decided_at: now,
    })
    .execute();
}

/** A trader's documents are in: back under review, whatever a previous rejection said. */
export async function markKycSubmitted(trx: Transaction<IdentityDb>, userId: string, now: Date): Promise<void> {
  await trx
    .updateTable('kyc_records')
    .set({
      status: 'pending',
      document_uploaded: true,
      rejection_reason: null,
      submitted_at: now,
      updated_at: now,
    })
    .where('user_id', '=', userId)
    .execute();
}
