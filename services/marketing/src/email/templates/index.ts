import { newDeviceEmail, passwordResetEmail, verifyEmail, welcomeEmail } from './account-emails.tsx';
import { adminInvitationEmail } from './admin-invitation-email.tsx';
import { kycDecisionEmail, purchaseApprovedEmail, staffReplyEmail, withdrawalEmail } from './service-emails.tsx';
import type { EmailTemplate } from './template.ts';
import { breachEmail, riskWarningEmail } from './trading-emails.tsx';

/** Every e-mail the platform sends, by the name its jobs carry (kept stable: it is part of each key). */
export const EMAIL_TEMPLATES = {
  welcome: welcomeEmail,
  'verify-email': verifyEmail,
  'password-reset': passwordResetEmail,
  'new-device': newDeviceEmail,
  'kyc-decision': kycDecisionEmail,
  withdrawal: withdrawalEmail,
  'purchase-approved': purchaseApprovedEmail,
  breach: breachEmail,
  'risk-warning': riskWarningEmail,
  'staff-reply': staffReplyEmail,
  'admin-invitation': adminInvitationEmail,
} satisfies Record<string, EmailTemplate>;

export type TemplateName = keyof typeof EMAIL_TEMPLATES;
export const TEMPLATE_NAMES = Object.keys(EMAIL_TEMPLATES) as [TemplateName, ...TemplateName[]];
