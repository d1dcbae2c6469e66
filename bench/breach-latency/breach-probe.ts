import { breachDetected } from '@prop/contracts/events/risk';
import { type Nats, subjectFor } from '@prop/service-kit/nats';

export interface ProbeResult {
  /** Received minus the triggering MT5 update's time, per breach, in ms. */
  latenciesMs: number[];
  /** The same breach received again (a relay re-publish seen by this plain subscription). */
  duplicates: number;
}

/**
 * Listens to risk.breach.detected as the gateway does (a plain subscription, no stream read) and
 * times each breach from the publication of the update that broke the limit: `breachedAt` is that
 * update's own time, stamped by the simulator as it publishes it, on this same machine's clock.
 */
export function startBreachProbe(nats: Nats, namespace: string) {
  const received = new Map<string, number>();
  let duplicates = 0;
  const subscription = nats.nc.subscribe(subjectFor(namespace, breachDetected.subject), {
    callback: (error, message) => {
      const now = Date.now();
      if (error) return;
      const data = breachDetected.data.parse((message.json() as { data: unknown }).data);
      if (received.has(data.breachId)) duplicates++;
      else received.set(data.breachId, now - Date.parse(data.breachedAt));
    },
  });
  return {
    get count() {
      return received.size;
    },
    stop(): ProbeResult {
      subscription.unsubscribe();
      return { latenciesMs: [...received.values()], duplicates };
    },
  };
}
