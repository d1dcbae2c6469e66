import type { CsvColumn } from '@prop/service-kit/csv';
import { utc } from '@prop/service-kit/csv-export';
import type { TicketExportRow } from '../db/tickets.ts';

/** The active tickets as a CSV: the ticket, its trader, where it stands and when staff first answered; UTC. */
export const TICKET_CSV_COLUMNS: readonly CsvColumn<TicketExportRow>[] = [
  { header: 'Ticket ID', value: (row) => row.id },
  { header: 'Status', value: (row) => row.status },
  { header: 'Priority', value: (row) => row.priority },
  { header: 'Category', value: (row) => row.category },
  { header: 'Subject', value: (row) => row.subject },
  { header: 'Message', value: (row) => row.message },
  { header: 'Contact method', value: (row) => row.contact_method },
  { header: 'User ID', value: (row) => row.user_id },
  { header: 'Email', value: (row) => row.owner_email },
  { header: 'First name', value: (row) => row.owner_first_name },
  { header: 'Last name', value: (row) => row.owner_last_name },
  { header: 'Assigned to', value: (row) => row.assigned_to },
  { header: 'Replies', value: (row) => row.reply_count },
  { header: 'Created at (UTC)', value: (row) => utc(row.created_at) },
  { header: 'First staff reply at (UTC)', value: (row) => utc(row.first_staff_reply_at) },
  { header: 'Updated at (UTC)', value: (row) => utc(row.updated_at) },
  { header: 'Resolved at (UTC)', value: (row) => utc(row.resolved_at) },
  { header: 'Resolved by', value: (row) => row.resolved_by },
];
