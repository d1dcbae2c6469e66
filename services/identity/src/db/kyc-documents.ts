import type { Kysely, Transaction } from 'kysely';
import type { ReceivedDocument } from '../documents/receive-kyc-upload.ts';
import type { IdentityDb } from './types.ts';

type Db = Kysely<IdentityDb> | Transaction<IdentityDb>;

export function listDocuments(db: Db, userId: string) {
  return db.selectFrom('kyc_documents').selectAll().where('user_id', '=', userId).orderBy('kind', 'desc').execute();
}

export function findDocument(db: Db, id: string) {
  return db.selectFrom('kyc_documents').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Storage keys of a user's files, read inside the transaction that is about to drop their rows. */
export async function documentKeysOf(trx: Transaction<IdentityDb>, userId: string): Promise<string[]> {
  const rows = await trx.selectFrom('kyc_documents').select('storage_key').where('user_id', '=', userId).execute();
  return rows.map((row) => row.storage_key);
}

/** Puts the new documents in place of the user's old ones; returns the old files' keys. */
export async function replaceDocuments(
  trx: Transaction<IdentityDb>,
  userId: string,
  documents: readonly ReceivedDocument[],
): Promise<string[]> {
  const old = await trx.deleteFrom('kyc_documents').where('user_id', '=', userId).returning('storage_key').execute();
  await trx
    .insertInto('kyc_documents')
    .values(
      documents.map((document) => ({
        user_id: userId,
        kind: document.kind,
        storage_key: document.storageKey,
        sha256: document.sha256,
        size: document.size,
        content_type: document.contentType,
        original_name: document.originalName,
        iv: document.iv,
        auth_tag: document.authTag,
      })),
    )
    .execute();
  return old.map((row) => row.storage_key);
}
