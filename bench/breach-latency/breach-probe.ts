import { breachDetected } from '@prop/contracts/events/risk';
import { type Nats, subjectFor } from '@prop/service-kit/nats';

export interface ProbeResult {
  /** Received minus the triggering update's or deal's time, per breach, in ms, by the rule broken. */
  latenciesMs: Map<string, number[]>;
  /** The same breach received again (a relay re-publish seen by this plain subscription). */
  duplicates: number;
}

/**
 * Listens to risk.breach.detected as the gateway does (a plain subscription, no stream read) and
 * times each breach from the publication of what broke the rule: `breachedAt` is the update's own
 * time, stamped by the simulator as it publishes it, or the deal's, stamped by the bench as it
 * records it, on this same machine's clock.
 */
export function startBreachProbe(nats: Nats, namespace: string) {
  const received = new Map<string, { rule: string; ms: number }>();
  let duplicates = 0;
  const subscription = nats.nc.subscribe(subjectFor(namespace, breachDetected.subject), {
    callback: (error, message) => {
      const now = Date.now();
      if (error) return;
      const data = breachDetected.data.parse((message.json() as { data: unknown }).data);
      if (received.has(data.breachId)) duplicates++;
      else received.set(data.breachId, { rule: data.rule, ms: now - Date.parse(data.breachedAt) });
    },
  });
  return {
    get count() {
      return received.size;
    },
    stop(): ProbeResult {
      subscription.unsubscribe();
      const latenciesMs = new Map<string, number[]>();
      for (const { rule, ms } of received.values()) latenciesMs.set(rule, [...(latenciesMs.get(rule) ?? []), ms]);
      return { latenciesMs, duplicates };
    },
  };
}
