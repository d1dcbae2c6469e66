import type { Clock } from '@prop/service-kit/clock';
import { watchGauge } from '@prop/service-kit/metrics';
import type { TickObserver } from '../ws/event-relay.ts';

/**
 * When the MT5 figures the gateway last received for each linked account were read: the polls it
 * answers itself are this old. Kept as the event's text and read only when scraped, so the equity
 * ticks cost a map write and no parsing beyond the batch's JSON.
 */
export class FiguresAge {
  private readonly readAt = new Map<string, string>();

  readonly observe: TickObserver = (batch) => {
    const [mt5AccountIdOf, accountIdOf, atOf] = [
      batch.field('mt5AccountId'),
      batch.field('accountId'),
      batch.field('at'),
    ];
    for (let index = 0; index < batch.count; index++) {
      const mt5AccountId = mt5AccountIdOf(index);
      if (typeof mt5AccountId !== 'string') continue;
      const at = atOf(index);
      // Figures of an account linked to no one are never shown: they cannot be stale.
      if (typeof accountIdOf(index) === 'string' && typeof at === 'string') this.readAt.set(mt5AccountId, at);
      else this.readAt.delete(mt5AccountId);
    }
  };

  /** Seconds since the oldest figures were read; 0 with none. */
  oldestAgeSeconds(nowMs: number): number {
    let oldest = nowMs;
    for (const at of this.readAt.values()) {
      const ms = Date.parse(at);
      if (ms < oldest) oldest = ms;
    }
    return (nowMs - oldest) / 1000;
  }
}

/** Reports the age of the oldest figures at each scrape. Returns the function that stops it. */
export function watchFiguresAge(age: FiguresAge, clock: Clock): () => void {
  return watchGauge(
    'gateway_account_figures_oldest_age_seconds',
    'Age of the oldest MT5 figures the gateway holds for a linked account, in seconds',
    {},
    async () => age.oldestAgeSeconds(clock.now().getTime()),
  );
}
