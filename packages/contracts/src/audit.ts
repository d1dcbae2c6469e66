import { z } from 'zod';
import { exportFormatSchema } from './exports.ts';
import { plainText } from './fields.ts';

/** Every admin action the back office can take; each is recorded by the service that performs it. */
export const AUDIT_ACTIONS = [
  'kyc.decided',
  'user.deleted',
  'user.deletion_confirmed',
  'user.deletion_rejected',
  'user.view_started',
  'user.view_ended',
  'mt5.linked',
  'mt5.unlinked',
  'mt5.equity_set',
  'mt5.position_opened',
  'mt5.position_closed',
  'mt5.price_moved',
  'breach.resolved',
  'breach.deleted',
  'breach.reversal_requested',
  'breach.reversed',
  'withdrawal.decided',
  'purchase.decided',
  'purchase.refunded',
  'ticket.updated',
  'ticket.replied',
  'ticket.closed',
  'brevo.sync_started',
  'brevo.contact_added',
  'brevo.contact_removed',
  'economic_events.imported',
  'admin.second_factor_enabled',
  'admin.second_factor_disabled',
  'admin.passkey_added',
  'admin.passkey_removed',
  'admin.recovery_codes_generated',
  'admin.created',
  'admin.invited',
  'admin.roles_changed',
  'admin.disabled',
  'admin.enabled',
  'admin.second_factor_reset',
  'program.created',
  'program.versioned',
  'phase_review.decided',
  'discount_code.created',
  'discount_code.changed',
  'table.exported',
  'affiliate.commission_rates_changed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_TYPES = [
  'user',
  'mt5_account',
  'breach',
  'withdrawal',
  'purchase',
  'ticket',
  'brevo',
  'economic_events',
  'admin',
  'symbol',
  'program',
  'phase_review',
  'discount_code',
  'export',
  'affiliate_commission_rates',
] as const;

/** A state as the audit log shows it: plain fields, secrets removed by the recorder. */
const stateSchema = z.record(z.string(), z.unknown()).nullable();

/**
 * Who the audit log names when no admin acted but the back office must still see the change, e.g.
 * a second card payment refunded automatically (issue 20): fixed ids, shaped as UUIDs so the log's
 * contract holds, that no randomly drawn admin id will ever be; each with the name the log shows.
 */
export const SYSTEM_AUDIT_ACTORS = {
  stripe: { id: '00000000-0000-4000-8000-000000000001', name: 'Stripe (automatic)' },
  /** An operator's command (`admin:create`), run where no admin is signed in. */
  cli: { id: '00000000-0000-4000-8000-000000000002', name: 'Command line' },
} as const;
export type SystemAuditActor = (typeof SYSTEM_AUDIT_ACTORS)[keyof typeof SYSTEM_AUDIT_ACTORS];

/** The name of a system actor the log shows, or undefined for an admin's id. */
export function systemAuditActorName(actorId: string): string | undefined {
  return Object.values(SYSTEM_AUDIT_ACTORS).find((actor) => actor.id === actorId)?.name;
}

/** What a service records about one admin action, in the transaction that performs it. */
export const auditRecordSchema = z.object({
  actorId: z.string().uuid(),
  action: z.enum(AUDIT_ACTIONS),
  target: z.object({ type: z.enum(AUDIT_TARGET_TYPES), id: z.string().min(1).max(200) }),
  before: stateSchema,
  after: stateSchema,
  /** The gateway's request id, so an entry can be matched with the request's logs. */
  requestId: z.string().min(1).max(100),
});
export type AuditRecord = z.infer<typeof auditRecordSchema>;

/** One line of the audit log (`GET /api/admin/audit-log`); `at` is UTC. */
export const auditEntrySchema = auditRecordSchema.extend({
  id: z.string().uuid(),
  service: z.string(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_PAGE_SIZE = { default: 50, max: 200 } as const;

const optionalText = plainText().min(1).max(200).optional();

export const auditLogQuerySchema = exportFormatSchema.extend({
  action: z.enum(AUDIT_ACTIONS).optional(),
  actorId: z.string().uuid().optional(),
  targetId: optionalText,
  /** The `nextCursor` of the previous page: entries older than it follow. */
  cursor: optionalText,
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_SIZE.max).default(AUDIT_PAGE_SIZE.default),
});
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

export const auditLogPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
