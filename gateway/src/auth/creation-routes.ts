import { billingEndpoints } from '@prop/contracts/endpoints/billing';
import type { Endpoint } from '@prop/contracts/endpoints/define';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import { payoutsEndpoints } from '@prop/contracts/endpoints/payouts';
import { supportEndpoints } from '@prop/contracts/endpoints/support';

export interface CreationKind {
  /** The limiter's name; each kind is counted apart, per trader. */
  kind: string;
  /** What the trader was creating, as the refusal names it. */
  noun: string;
  routes: readonly Endpoint[];
}

/**
 * The trader calls that create something another person or service must then handle: each is
 * cheap to send and costly to receive in bulk (a support queue, Stripe sessions, KYC files).
 */
export const CREATION_KINDS: readonly CreationKind[] = [
  { kind: 'tickets', noun: 'support tickets', routes: [supportEndpoints.postSupportTicket] },
  { kind: 'ticket-replies', noun: 'ticket replies', routes: [supportEndpoints.postSupportTicketsByTicketIdReply] },
  {
    kind: 'purchases',
    noun: 'purchases',
    routes: [billingEndpoints.postPurchaseFundingAccount, billingEndpoints.postPurchaseByIdCheckout],
  },
  { kind: 'kyc-uploads', noun: 'document uploads', routes: [identityEndpoints.postKycUpload] },
  { kind: 'withdrawal-requests', noun: 'withdrawal requests', routes: [payoutsEndpoints.postWithdrawalRequest] },
];

export const tooManyCreations = (noun: string) =>
  `Too many ${noun} in a short time. Please wait a minute and try again.`;
