import type { KnownUsersTable } from '@prop/service-kit/user-directory/known-users';
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { KitTables } from '@prop/service-kit/kit-migrations';
import type { Assignee, NewTicketInput, TicketStatus } from '@prop/contracts/support';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface TicketsTable {
  id: Generated<string>;
  user_id: string;
  subject: string;
  message: string;
  category: NewTicketInput['category'];
  priority: NewTicketInput['priority'];
  contact_method: NewTicketInput['contact_method'];
  status: ColumnType<TicketStatus, TicketStatus | undefined, TicketStatus>;
  admin_response: string | null;
  assigned_to: Assignee | null;
  resolved_by: string | null;
  resolved_at: Date | null;
  idempotency_key: string | null;
  request_digest: string | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export interface TicketRepliesTable {
  id: Generated<string>;
  ticket_id: string;
  message: string;
  is_admin_reply: boolean;
  admin_id: string | null;
  /** The admin's readable name when the reply was written; null when not known then. */
  admin_name: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
}

export interface SupportDb extends KitTables {
  tickets: TicketsTable;
  ticket_replies: TicketRepliesTable;
  known_users: KnownUsersTable;
}

export type TicketRow = Selectable<TicketsTable>;
export type ReplyRow = Selectable<TicketRepliesTable>;
