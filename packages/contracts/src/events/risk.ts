import { z } from 'zod';
import { defineEvent } from './envelope.ts';

/**
 * Risk found an account's equity at or beyond the maximum drawdown of its funding balance:
 * the account is lost (accounts marks it breached) and admins see the breach.
 */
export const breachDetected = defineEvent(
  'risk',
  'breach.detected',
  'BreachDetected',
  z.object({
    breachId: z.string().uuid(),
    userId: z.string().uuid(),
    mt5AccountId: z.string(),
    breachPercentage: z.number(),
    initialDeposit: z.number(),
    currentEquity: z.number(),
    breachedAt: z.string(),
  }),
);
