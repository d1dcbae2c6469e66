import type { SupportTicket, TicketStatus } from '@prop/contracts/support';
import { Badge, type BadgeTone } from './badge.tsx';

/** docs/product-rules.md §4: open blue, in_progress yellow, anything else green. */
export function ticketStatusTone(status: TicketStatus): BadgeTone {
  if (status === 'open') return 'info';
  if (status === 'in_progress') return 'caution';
  return 'success';
}

/** docs/product-rules.md §4: high red, medium orange, anything else green. */
export function ticketPriorityTone(priority: SupportTicket['priority']): BadgeTone {
  if (priority === 'high') return 'danger';
  if (priority === 'medium') return 'warning';
  return 'success';
}

/** 'in_progress' reads 'IN PROGRESS': underscores become spaces, upper-cased. */
export function ticketStatusText(status: TicketStatus): string {
  return status.replaceAll('_', ' ').toUpperCase();
}

/** A ticket's status as both apps show it. */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return <Badge tone={ticketStatusTone(status)}>{ticketStatusText(status)}</Badge>;
}

/** A ticket's priority as both apps show it ('HIGH PRIORITY'). */
export function TicketPriorityBadge({ priority }: { priority: SupportTicket['priority'] }) {
  return <Badge tone={ticketPriorityTone(priority)}>{`${priority} priority`.toUpperCase()}</Badge>;
}
