import { warningRaised } from '@prop/contracts/events/risk';
import { type HandlerRuntime, onEvent } from '@prop/service-kit/on-event';
import type { MarketingContext } from '../context.ts';
import type { MarketingDb } from '../db/types.ts';

/** A loss limit's warning (80%, 90%) becomes an email to the account's trader, once per level per day. */
export function startWarningNotifier(
  runtime: HandlerRuntime<MarketingDb>,
  brevo: NonNullable<MarketingContext['brevo']>,
) {
  return onEvent(runtime, warningRaised, { durable: 'marketing-risk-warnings' }, async (event) => {
    await brevo.jobs.emailRiskWarning(event.data);
  });
}
