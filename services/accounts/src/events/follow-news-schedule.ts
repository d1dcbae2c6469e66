import { economicEventsScheduled } from '@prop/contracts/events/calendar';
import { envelopeOfText } from '@prop/contracts/events/envelope';
import { ensureStream, type Nats, subjectFor } from '@prop/service-kit/nats';
import type { HandlerRuntime } from '@prop/service-kit/on-event';
import type { Mt5SimulatorControl } from '../mt5/provider.ts';
import { retryJetStream } from '@prop/service-kit/jetstream-retry';
import { stopOrderedReads } from '@prop/service-kit/ordered-reads';

export interface NewsScheduleOptions {
  nats: Nats;
  namespace: string;
  control: Pick<Mt5SimulatorControl, 'scheduleNews'>;
  log: Pick<HandlerRuntime<unknown>['log'], 'warn'>;
}

/**
 * Hands the calendar's high-impact schedule (`calendar.events.scheduled`) to the simulated
 * traders. An ordered consumer from the start of the calendar's stream, not the kit's durable one:
 * the schedule lives in the simulator's memory, so every replica needs every announcement, and
 * again after a restart, when the simulator begins anew. Learning an instant twice changes
 * nothing, so nothing is recorded as processed. Returns the function that stops it.
 */
export async function followNewsSchedule(options: NewsScheduleOptions): Promise<() => Promise<void>> {
  const { nats, namespace, control, log } = options;
  const stream = await ensureStream(nats, namespace, economicEventsScheduled.service);
  const consumer = await retryJetStream(
    'news schedule',
    () => nats.js.consumers.get(stream, { filter_subjects: subjectFor(namespace, economicEventsScheduled.subject) }),
    log,
  );
  const messages = await consumer.consume({
    callback: (message) => {
      const schedule = scheduleOf(message.string());
      if (schedule) control.scheduleNews(schedule.events.map((event) => new Date(event.at)));
      else log.warn({ seq: message.seq }, 'unreadable economic calendar schedule ignored');
    },
  });
  return () => stopOrderedReads(consumer, messages);
}

function scheduleOf(text: string) {
  const envelope = envelopeOfText(text);
  if (envelope?.type !== economicEventsScheduled.type) return undefined;
  return economicEventsScheduled.data.safeParse(envelope.data).data;
}
