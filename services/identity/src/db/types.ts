import type { ColumnType, Generated, Selectable } from 'kysely';
import type { KitTables } from '@prop/service-kit/kit-migrations';
import type { KycContentType, KycDocumentKind, KycStatus } from '@prop/contracts/kyc';
import type { DELETION_STATUSES } from '@prop/contracts/privacy';
import type { AdminRole } from '@prop/contracts/staff-roles';

type DeletionStatus = (typeof DELETION_STATUSES)[number];

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
  marketing_consent: ColumnType<boolean, boolean | undefined, boolean>;
  marketing_consent_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
  /** When the trader followed a verification link; null until then. */
  email_verified_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The affiliate code the trader registered through (issue 23), as sent; null without one. */
  referral_code: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface AdminsTable {
  id: Generated<string>;
  email: string;
  /** Null for an invited admin until they choose a password through their invitation link. */
  password_hash: string | null;
  name: string;
  roles: AdminRole[];
  disabled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  last_sign_in_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
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

export interface AdminPasskeysTable {
  id: Generated<string>;
  admin_id: string;
  /** base64url, as the browser names the credential. */
  credential_id: string;
  /** The COSE public key. */
  public_key: Buffer;
  /** int8 reads back as text. */
  counter: ColumnType<string, number, number>;
  transports: string[];
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}

export interface AdminRecoveryCodesTable {
  admin_id: string;
  /** Keyed hash of the code (second-factor/recovery-codes.ts). */
  code_hash: string;
  created_at: Date;
  used_at: Date | null;
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

export type OneTimeTokenPurpose = 'password_reset' | 'email_verification' | 'admin_invitation';

/** A single-use link; `user_id` or `admin_id` names its owner (exactly one is set). */
export interface OneTimeTokensTable {
  token_hash: string;
  purpose: OneTimeTokenPurpose;
  user_id: string | null;
  admin_id: string | null;
  created_at: Date;
  expires_at: Date;
  spent_at: Date | null;
}

export interface KnownDevicesTable {
  user_id: string | null;
  admin_id: string | null;
  device: string;
  first_seen_at: Date;
}

export interface DeletionRequestsTable {
  id: Generated<string>;
  user_id: string;
  requested_at: Date;
  status: ColumnType<DeletionStatus, DeletionStatus | undefined, DeletionStatus>;
  decided_by: string | null;
  decided_at: Date | null;
}

export interface IdentityDb extends KitTables {
  users: UsersTable;
  admins: AdminsTable;
  admin_totp: AdminTotpTable;
  admin_passkeys: AdminPasskeysTable;
  admin_recovery_codes: AdminRecoveryCodesTable;
  kyc_records: KycRecordsTable;
  kyc_decisions: KycDecisionsTable;
  kyc_documents: KycDocumentsTable;
  deletion_requests: DeletionRequestsTable;
  one_time_tokens: OneTimeTokensTable;
  known_devices: KnownDevicesTable;
}

export type UserRow = Selectable<UsersTable>;
export type AdminRow = Selectable<AdminsTable>;
export type AdminTotpRow = Selectable<AdminTotpTable>;
export type AdminPasskeyRow = Selectable<AdminPasskeysTable>;
export type KycDocumentRow = Selectable<KycDocumentsTable>;
export type DeletionRequestRow = Selectable<DeletionRequestsTable>;
export type OneTimeTokenRow = Selectable<OneTimeTokensTable>;
