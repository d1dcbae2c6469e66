import type { TicketStatus } from '@prop/contracts/support';

/** A trader replies only while the ticket is being worked on; resolved or closed means a new ticket. */
export function traderMayReply(status: TicketStatus): boolean {
  return status === 'open' || status === 'in_progress';
}

/**
 * Staff may still follow up on a resolved ticket (it stays in their active list); a closed one has
 * left that list and takes nothing until an admin reopens it by changing its status.
 */
export function staffMayReply(status: TicketStatus): boolean {
  return status !== 'closed';
}
