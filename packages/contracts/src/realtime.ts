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
