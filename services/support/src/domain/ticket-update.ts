import type { Assignee, TicketStatus } from '@prop/contracts/support';

export interface TicketState {
  status: TicketStatus;
  adminResponse: string | null;
  assignedTo: Assignee | null;
  resolvedBy: string | null;
  resolvedAt: Date | null;
}

/** What an admin asks for; a field left out keeps its current value. */
export interface TicketEdit {
  status: TicketStatus;
  adminResponse?: string;
  assignedTo?: Assignee;
}

/**
 * The state after an admin's edit or close, or null when it would change nothing (a repeated
 * submit, closing a closed ticket), so nothing is written and no event is published.
 * Entering `resolved` records who resolved it and when; reopening (open, in_progress) clears
 * that; closing keeps it, so a resolved-then-closed ticket still says who resolved it.
 */
export function decideTicketUpdate(
  current: TicketState,
  edit: TicketEdit,
  adminId: string,
  now: Date,
): TicketState | null {
  const next: TicketState = {
    status: edit.status,
    adminResponse: edit.adminResponse ?? current.adminResponse,
    assignedTo: edit.assignedTo ?? current.assignedTo,
    resolvedBy: current.resolvedBy,
    resolvedAt: current.resolvedAt,
  };
  if (edit.status === 'resolved' && current.status !== 'resolved') {
    next.resolvedBy = adminId;
    next.resolvedAt = now;
  } else if (edit.status === 'open' || edit.status === 'in_progress') {
    next.resolvedBy = null;
    next.resolvedAt = null;
  }
  const unchanged =
    next.status === current.status &&
    next.adminResponse === current.adminResponse &&
    next.assignedTo === current.assignedTo;
  return unchanged ? null : next;
}
