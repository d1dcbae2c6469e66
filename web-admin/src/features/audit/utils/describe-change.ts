import type { AuditAction } from '@prop/contracts/audit';

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'kyc.decided': 'KYC decision',
  'user.deleted': 'User deleted',
  'user.deletion_confirmed': 'Deletion request confirmed',
  'user.deletion_rejected': 'Deletion request rejected',
  'user.view_started': 'View as trader started',
  'user.view_ended': 'View as trader ended',
  'mt5.linked': 'MT5 account linked',
  'mt5.unlinked': 'MT5 account unlinked',
  'mt5.equity_set': 'MT5 equity set',
  'mt5.position_opened': 'Simulated position opened',
  'mt5.position_closed': 'Simulated position closed',
  'mt5.price_moved': 'Simulated price moved',
  'breach.resolved': 'Breach resolved',
  'breach.deleted': 'Breach deleted',
  'breach.reversal_requested': 'Breach reversal requested',
  'breach.reversed': 'Breach reversed',
  'withdrawal.decided': 'Withdrawal decision',
  'purchase.decided': 'Purchase decision',
  'purchase.refunded': 'Purchase refunded',
  'ticket.updated': 'Ticket updated',
  'ticket.replied': 'Ticket reply',
  'ticket.closed': 'Ticket closed',
  'brevo.sync_started': 'Brevo sync started',
  'brevo.contact_added': 'Brevo contact added',
  'brevo.contact_removed': 'Brevo contact removed',
  'economic_events.imported': 'Economic events imported',
  'admin.second_factor_enabled': 'Authenticator enabled',
  'admin.second_factor_disabled': 'Authenticator disabled',
  'admin.passkey_added': 'Passkey added',
  'admin.passkey_removed': 'Passkey removed',
  'admin.recovery_codes_generated': 'Recovery codes generated',
  'admin.created': 'Admin created',
  'admin.invited': 'Admin invited',
  'admin.roles_changed': 'Admin roles changed',
  'admin.disabled': 'Admin disabled',
  'admin.enabled': 'Admin enabled',
  'admin.second_factor_reset': 'Admin second factor reset',
  'program.created': 'Program created',
  'program.versioned': 'Program version created',
  'phase_review.decided': 'Phase review decision',
  'discount_code.created': 'Discount code created',
  'discount_code.changed': 'Discount code changed',
  'table.exported': 'Table exported (CSV)',
  'affiliate.commission_rates_changed': 'Affiliate commission rates changed',
};

type State = Record<string, unknown> | null;

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * One line per field the action changed, 'field: before → after'; fields that stayed the same
 * are left out, and a field only one side has shows '—' on the other.
 */
export function describeChange(before: State, after: State): string[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.flatMap((field) => {
    const from = show(before?.[field]);
    const to = show(after?.[field]);
    return from === to ? [] : [`${field}: ${from} → ${to}`];
  });
}

/** '21 Nov 2026, 09:30:05 UTC': the log's times are UTC, and say so. */
export function formatUtc(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return `${new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZone: 'UTC',
  }).format(date)} UTC`;
}
