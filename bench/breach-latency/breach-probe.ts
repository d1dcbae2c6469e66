import { breachDetected } from '@prop/contracts/events/risk';
import { type Nats, subjectFor } from '@prop/service-kit/nats';

export interface ProbedBreach {
  mt5AccountId: string;
  rule: string;
  /** Received minus the triggering update's or deal's time, in ms. */
  ms: number;
  /** When it was received (this machine's clock, ms). */
  receivedAtMs: number;
}

export interface ProbeResult {
  /** Each breach once, as first received. */
  breaches: ProbedBreach[];
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
  const received = new Map<string, ProbedBreach>();
  let duplicates = 0;
  const subscription = nats.nc.subscribe(subjectFor(namespace, breachDetected.subject), {
    callback: (error, message) => {
      const now = Date.now();
      if (error) return;
      const data = breachDetected.data.parse((message.json() as { data: unknown }).data);
      if (received.has(data.breachId)) duplicates++;
      else {
        const ms = now - Date.parse(data.breachedAt);
        received.set(data.breachId, { mt5AccountId: data.mt5AccountId, rule: data.rule, ms, receivedAtMs: now });
      }
    },
  });
  return {
    get count() {
      return received.size;
    },
    stop(): ProbeResult {
      subscription.unsubscribe();
      return { breaches: [...received.values()], duplicates };
    },
  };
}
