import { economicEventsScheduled } from '@prop/contracts/events/calendar';
import { type HandlerRuntime, onEvent } from '@prop/service-kit/on-event';
import { replaceNewsSpan } from '../db/news-events.ts';
import type { RiskDb } from '../db/types.ts';

/**
 * Keeps the calendar's high-impact schedule that deals are judged against for news trading: each
 * announcement replaces what was known of its span. Durable and in order, so a restart misses none
 * and a later announcement of a span always wins.
 */
export function startNewsSchedule(runtime: HandlerRuntime<RiskDb>) {
  return onEvent(runtime, economicEventsScheduled, { durable: 'risk-news-schedule' }, (event, { trx }) =>
    replaceNewsSpan(trx, event.data),
  );
}
