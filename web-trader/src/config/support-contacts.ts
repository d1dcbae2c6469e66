import { SUPPORT_RESPONSE_TIME } from '@prop/contracts/constants';

/**
 * How traders reach the support team outside a ticket (help desk, 'Contact Options'). The spec names
 * the channels but not the firm's address or number: set the real ones here before going live.
 */
export const SUPPORT_CONTACTS = {
  email: 'support@fundedtrader.example',
  phone: '+31 20 000 0000',
  responseTime: SUPPORT_RESPONSE_TIME,
} as const;
