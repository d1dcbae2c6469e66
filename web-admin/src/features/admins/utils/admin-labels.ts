import type { AdminStatus } from '@prop/contracts/admins';
import type { AdminRole } from '@prop/contracts/staff-roles';
import type { BadgeTone } from '@prop/ui/badge';

export const ROLE_LABELS: Record<AdminRole, string> = {
  owner: 'Owner',
  finance: 'Finance',
  risk: 'Risk',
  kyc: 'KYC',
  support: 'Support',
  marketing: 'Marketing',
};

/** What each role will be for; only the owner's admin management is enforced so far. */
export const ROLE_HINTS: Record<AdminRole, string> = {
  owner: 'Manages admins and their roles',
  finance: 'Withdrawals, purchases and refunds',
  risk: 'Breaches, programs and phase reviews',
  kyc: 'Identity documents and decisions',
  support: 'Tickets and traders’ questions',
  marketing: 'E-mail marketing and contacts',
};

export const STATUS_LABELS: Record<AdminStatus, string> = {
  active: 'Active',
  invited: 'Invited',
  disabled: 'Disabled',
};

export const STATUS_TONES: Record<AdminStatus, BadgeTone> = {
  active: 'success',
  invited: 'info',
  disabled: 'neutral',
};
