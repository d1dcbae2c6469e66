import type { ColumnType, Generated, Selectable } from 'kysely';
import type { KitTables } from '@prop/service-kit/kit-migrations';
import type { SyncProgress } from '@prop/contracts/marketing';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface ContactsTable {
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  country: string | null;
  changed_at: Timestamp;
  pushed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  marketing_consent: ColumnType<boolean, boolean | undefined, boolean>;
  consent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface SentEmailsTable {
  id: string;
  template: string;
  user_id: string | null;
  to_email: string;
  sent_at: Timestamp;
  transport: string;
  transport_message_id: string | null;
}

export interface ForgottenUsersTable {
  user_id: string;
  forgotten_at: Generated<Date>;
}

export interface SyncsTable {
  id: Generated<string>;
  status: ColumnType<SyncProgress['status'], SyncProgress['status'] | undefined, SyncProgress['status']>;
  started_by: string;
  started_at: Generated<Date>;
  finished_at: Date | null;
}

export type SyncOutcome = 'pending' | 'synced' | 'failed';

export interface SyncResultsTable {
  sync_id: string;
  user_id: string;
  outcome: ColumnType<SyncOutcome, SyncOutcome | undefined, SyncOutcome>;
  error: string | null;
}

export interface MarketingDb extends KitTables {
  contacts: ContactsTable;
  forgotten_users: ForgottenUsersTable;
  syncs: SyncsTable;
  sync_results: SyncResultsTable;
  sent_emails: SentEmailsTable;
}

export type ContactRow = Selectable<ContactsTable>;
export type SyncRow = Selectable<SyncsTable>;
