import type { ColumnType, Generated, Selectable } from 'kysely';
import type { KitTables } from '@prop/service-kit/kit-migrations';
import type { KycContentType, KycDocumentKind, KycStatus } from '@prop/contracts/kyc';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: Generated<string>;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  phone_number: string | null;
  /** A calendar date; read back as YYYY-MM-DD text (see db.ts type parser). */
  date_of_birth: ColumnType<string | null, string | null | undefined, string | null>;
  address: string | null;
  city: string | null;
  postal_code: string | null;
  country: string | null;
  terms_accepted_at: Timestamp;
  mt5_account_id: string | null;
  mt5_link_changed_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export interface AdminsTable {
  id: Generated<string>;
  email: string;
  password_hash: string;
  name: string;
  created_at: Generated<Date>;
}

export interface AdminTotpTable {
  admin_id: string;
  /** iv, auth tag and ciphertext of the base32 secret (second-factor/secret-box.ts). */
  sealed_secret: Buffer;
  confirmed_at: Date | null;
  last_used_step: number | null;
  created_at: Generated<Date>;
}

export interface KycRecordsTable {
  user_id: string;
  status: ColumnType<KycStatus, KycStatus | undefined, KycStatus>;
  document_uploaded: ColumnType<boolean, boolean | undefined, boolean>;
  rejection_reason: string | null;
  submitted_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export interface KycDecisionsTable {
  id: Generated<string>;
  user_id: string;
  from_status: KycStatus;
  to_status: KycStatus;
  decided_by: string;
  reason: string | null;
  decided_at: Generated<Date>;
}

export interface KycDocumentsTable {
  id: Generated<string>;
  user_id: string;
  kind: KycDocumentKind;
  storage_key: string;
  /** Hex SHA-256 of the plaintext, checked again on every download. */
  sha256: string;
  size: number;
  content_type: KycContentType;
  original_name: string;
  iv: Buffer;
  auth_tag: Buffer;
  created_at: Generated<Date>;
}

export interface IdentityDb extends KitTables {
  users: UsersTable;
  admins: AdminsTable;
  admin_totp: AdminTotpTable;
  kyc_records: KycRecordsTable;
  kyc_decisions: KycDecisionsTable;
  kyc_documents: KycDocumentsTable;
}

export type UserRow = Selectable<UsersTable>;
export type AdminRow = Selectable<AdminsTable>;
export type AdminTotpRow = Selectable<AdminTotpTable>;
export type KycDocumentRow = Selectable<KycDocumentsTable>;
