import {
  PAYOUT_CONDITIONS_QUEUE,
  PAYOUT_CONDITIONS_SUBJECT,
  type PayoutConditionsReply,
  payoutConditionsRequestSchema,
} from '@prop/contracts/payout-conditions';
import { type Nats, subjectFor } from '@prop/service-kit/nats';
import type { RiskContext } from '../context.ts';
import { loadPayoutConditions } from './load-payout-conditions.ts';

/** The part of a NATS message a responder uses. */
interface Msg {
  string(): string;
  respond(data: string): boolean;
}

/**
 * Answers "what of this trader's pack stands between them and a payout" for payouts. Every replica
 * holds every account, so any one may answer: they answer as one queue group.
 * Returns the function that stops it.
 */
export function startPayoutConditionsResponder(
  nc: Nats['nc'],
  namespace: string,
  ctx: RiskContext,
  log: { warn: (context: object, message: string) => void },
): () => void {
  const subscription = nc.subscribe(subjectFor(namespace, PAYOUT_CONDITIONS_SUBJECT), {
    queue: PAYOUT_CONDITIONS_QUEUE,
    callback: (error, message) => {
      if (error) return;
      void answer(message, ctx).catch((failure: unknown) => {
        log.warn({ err: failure }, 'payout conditions request failed');
        reply(message, { found: false, error: 'unavailable' });
      });
    },
  });
  return () => subscription.unsubscribe();
}

async function answer(message: Msg, ctx: RiskContext): Promise<void> {
  const request = payoutConditionsRequestSchema.safeParse(parseJson(message.string()));
  if (!request.success) return reply(message, { found: false, error: 'invalid request' });
  reply(message, await loadPayoutConditions(ctx, request.data.userId));
}

function reply(message: Msg, body: PayoutConditionsReply): void {
  try {
    message.respond(JSON.stringify(body));
  } catch {
    // the connection closed meanwhile (shutdown): the requester times out and says so
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
