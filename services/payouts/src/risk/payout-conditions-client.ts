import {
  PAYOUT_CONDITIONS_SUBJECT,
  type PayoutConditionsReply,
  payoutConditionsReplySchema,
} from '@prop/contracts/payout-conditions';
import { WITHDRAWAL_MESSAGES } from '@prop/contracts/withdrawal-messages';
import type { Nats } from '@prop/service-kit/nats';
import { askByUser } from '@prop/service-kit/ask-by-user';

/** Asks the risk service what of a trader's rule pack stands between them and a payout, now. */
export type PayoutConditionsSource = (userId: string) => Promise<PayoutConditionsReply>;

export function createPayoutConditionsClient(
  nc: Nats['nc'],
  namespace: string,
  timeoutMs: number,
  log: { warn: (context: object, message: string) => void },
): PayoutConditionsSource {
  return askByUser(nc, namespace, {
    subject: PAYOUT_CONDITIONS_SUBJECT,
    reply: payoutConditionsReplySchema,
    timeoutMs,
    unavailable: WITHDRAWAL_MESSAGES.rulesUnavailable,
    log,
  });
}
