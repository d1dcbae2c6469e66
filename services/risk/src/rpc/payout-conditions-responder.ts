import {
  PAYOUT_CONDITIONS_QUEUE,
  PAYOUT_CONDITIONS_SUBJECT,
  payoutConditionsRequestSchema,
} from '@prop/contracts/payout-conditions';
import type { Nats } from '@prop/service-kit/nats';
import { answerUserQuestions } from '@prop/service-kit/user-questions';
import type { RiskContext } from '../context.ts';

/**
 * Answers "what of this trader's pack stands between them and a payout" for payouts. Any replica
 * may take the question; the one holding the trader's account answers it (partitions/owner-views.ts). Returns the function that stops it.
 */
export function startPayoutConditionsResponder(
  nc: Nats['nc'],
  namespace: string,
  ctx: RiskContext,
  log: { warn: (context: object, message: string) => void },
): () => void {
  return answerUserQuestions(
    nc,
    namespace,
    {
      subject: PAYOUT_CONDITIONS_SUBJECT,
      queue: PAYOUT_CONDITIONS_QUEUE,
      request: payoutConditionsRequestSchema,
      what: 'payout conditions request',
      answer: (userId) => ctx.owner.ask('payoutConditions', userId),
    },
    log,
  );
}
