import { z } from 'zod';

/** Messages the gateway sends over /ws. */
export const REALTIME_TYPES = [
  'ticket_created',
  'ticket_reply',
  'ticket_status_update',
  'account_update',
  'positions_update',
  'kyc_update',
  'breach_update',
  'withdrawal_update',
  'purchase_update',
  'user_update',
  'risk_warning',
  'objectives_update',
  'phase_update',
] as const;
export const realtimeMessageSchema = z.object({
  type: z.enum(REALTIME_TYPES),
  data: z.unknown(),
});
export type RealtimeMessage = z.infer<typeof realtimeMessageSchema>;
export type RealtimeType = (typeof REALTIME_TYPES)[number];

/**
 * Sent by a gateway replica to each of its sockets when its NATS connection comes back after a break:
 * events published meanwhile were not pushed (core NATS keeps nothing for a connection that is away),
 * so the client re-reads what it shows, as after opening its socket again. Not one of the spec's
 * message types: the socket's hook answers it and no screen sees it.
 */
export const RESYNC_MESSAGE = { type: 'resync' } as const;

export function isResync(message: unknown): boolean {
  return typeof message === 'object' && message !== null && 'type' in message && message.type === RESYNC_MESSAGE.type;
}
