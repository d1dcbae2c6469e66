import type { ScheduledEconomicEvent } from '@prop/contracts/events/calendar';

/** Events one message carries at most: about 100 KB, far below NATS's 1 MB limit on a message. */
export const MAX_SCHEDULED_PER_MESSAGE = 500;

export interface Span {
  from: Date;
  to: Date;
}

/**
 * The high-impact schedule of a span, `events` by time, as messages of at most `max` events (more
 * only when more share one instant). Each covers its own part of the span: the parts follow one
 * another to the millisecond and never cut between events of one instant, so every message is the
 * whole schedule of its part. A span without events is one message saying so.
 */
export function scheduleMessages(
  events: readonly ScheduledEconomicEvent[],
  span: Span,
  max = MAX_SCHEDULED_PER_MESSAGE,
) {
  const parts: ScheduledEconomicEvent[][] = [[]];
  for (const event of events) {
    const part = parts[parts.length - 1] as ScheduledEconomicEvent[];
    if (part.length >= max && part[part.length - 1]?.at !== event.at) parts.push([event]);
    else part.push(event);
  }
  return parts.map((part, index) => {
    const next = parts[index + 1]?.[0];
    return {
      from: index === 0 ? span.from.toISOString() : (part[0] as ScheduledEconomicEvent).at,
      to: next ? new Date(Date.parse(next.at) - 1).toISOString() : span.to.toISOString(),
      events: part,
    };
  });
}
