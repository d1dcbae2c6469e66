import type { purchaseApproved } from '@prop/contracts/events/billing';
import type {
  adminInvited,
  emailVerificationRequested,
  kycDecided,
  newDeviceSignedIn,
  passwordResetRequested,
} from '@prop/contracts/events/identity';
import type { withdrawalProcessed } from '@prop/contracts/events/payouts';
import type { breachDetected, warningRaised } from '@prop/contracts/events/risk';
import type { ticketReplied } from '@prop/contracts/events/support';
import type { EventOf } from '@prop/service-kit/on-event';
import { type EmailRequest, emailRequest } from './email-request.ts';

/** The e-mail (or none) each event asks for: pure, so the rules are tested without a queue. */

type IdentityEmailEvent = EventOf<
  | typeof emailVerificationRequested
  | typeof passwordResetRequested
  | typeof adminInvited
  | typeof newDeviceSignedIn
  | typeof kycDecided
>;

export function identityEmail(event: IdentityEmailEvent): EmailRequest | null {
  switch (event.type) {
    case 'EmailVerificationRequested': {
      const { userId, email, firstName, token, expiresAt, reason } = event.data;
      const template = reason === 'registered' ? 'welcome' : 'verify-email';
      return emailRequest(template, event.id, { userId, email, firstName }, { token, expiresAt });
    }
    case 'PasswordResetRequested': {
      const { userId, email, firstName, token, expiresAt, role } = event.data;
      return emailRequest('password-reset', event.id, { userId, email, firstName }, { token, expiresAt, role });
    }
    case 'AdminInvited': {
      const { userId, email, firstName, token, expiresAt, invitedBy } = event.data;
      return emailRequest('admin-invitation', event.id, { userId, email, firstName }, { token, expiresAt, invitedBy });
    }
    case 'NewDeviceSignedIn': {
      const { userId, email, firstName, role, device, address, at } = event.data;
      return emailRequest('new-device', event.id, { userId, email, firstName }, { role, device, address, at });
    }
    case 'KycDecided': {
      const { userId, from, to, reason } = event.data;
      if (to === 'pending' || to === from) return null;
      return emailRequest('kyc-decision', event.id, { userId }, { decision: to, reason });
    }
  }
}

export function withdrawalEmailRequest(event: EventOf<typeof withdrawalProcessed>): EmailRequest {
  const { userId, status, profitShareAmount, currency } = event.data;
  return emailRequest('withdrawal', event.id, { userId }, { decision: status, profitShareAmount, currency });
}

export function purchaseEmailRequest(event: EventOf<typeof purchaseApproved>): EmailRequest {
  const { userId, amount, program } = event.data;
  return emailRequest('purchase-approved', event.id, { userId }, { amount, programName: program?.name ?? null });
}

export function breachEmailRequest(event: EventOf<typeof breachDetected>): EmailRequest {
  const { userId, mt5AccountId, rule, breachPercentage, breachedAt } = event.data;
  return emailRequest('breach', event.id, { userId }, { mt5AccountId, rule, breachPercentage, breachedAt });
}

/**
 * Keyed like risk's own once-per-level-per-day rule rather than by the event: a warning raised again
 * (a new event) sends nothing new.
 */
export function riskWarningEmailRequest(event: EventOf<typeof warningRaised>): EmailRequest {
  const { userId, accountId, rule, level, tradingDay, mt5AccountId, current, limit, unit } = event.data;
  const sourceId = `${accountId}-${rule}-${level}-${tradingDay}`;
  return emailRequest('risk-warning', sourceId, { userId }, { mt5AccountId, rule, level, current, limit, unit });
}

/** A staff reply tells the ticket's owner; the trader's own replies do not. */
export function staffReplyEmailRequest(event: EventOf<typeof ticketReplied>): EmailRequest | null {
  const { userId, isAdminReply } = event.data;
  return isAdminReply ? emailRequest('staff-reply', event.id, { userId }, {}) : null;
}
