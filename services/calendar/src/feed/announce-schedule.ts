import { economicEventsScheduled } from '@prop/contracts/events/calendar';
import type { CommandScope } from '@prop/service-kit/command';
import { listHighImpactBetween } from '../db/economic-events.ts';
import type { CalendarDb } from '../db/types.ts';
import { toScheduledEvent } from '../domain/event-view.ts';
import { type Span, scheduleMessages } from '../domain/schedule-messages.ts';

/**
 * Tells other services the high-impact schedule of a span an import changed, as it is stored now
 * (this import's events and any other stored there), through the outbox of the import's transaction.
 */
export async function announceSchedule(scope: CommandScope<CalendarDb>, span: Span): Promise<void> {
  const stored = await listHighImpactBetween(scope.trx, span.from, span.to);
  for (const data of scheduleMessages(stored.map(toScheduledEvent), span)) {
    await scope.emit(economicEventsScheduled, data);
  }
}
