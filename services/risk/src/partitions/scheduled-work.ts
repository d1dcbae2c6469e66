import { type Nats, subjectFor } from '@prop/service-kit/nats';
import type { ServiceDeps } from '@prop/service-kit/service-deps';
import type { ScheduledRules } from '../commands/check-scheduled-rules.ts';
import { type DayStartSnapshot, saveDayStarts } from '../commands/save-day-starts.ts';
import type { RiskDb } from '../db/types.ts';

/** Not under `risk.>`: a plain message to the replicas, kept by no stream. */
const SCHEDULED_SUBJECT = 'risk-replicas.scheduled';

type ScheduledWork = { work: 'day-starts' } | { work: 'rules'; at: string };

/** What the cron jobs call: tells every replica to do the work for its partitions. */
export interface ScheduledAnnouncer {
  dayStarts(): void;
  rules(now: Date): void;
}

/**
 * The cron runs once across replicas (one BullMQ scheduler, one worker takes each run), but the
 * day starts and the rules time breaks are judged on the in-memory state of each partition, which
 * only its owner holds: the run is announced to every replica, and each does it for its own
 * partitions. A replica that misses one (moving partitions, cut off) catches up at the next run a
 * minute later: both are idempotent and each period's verdict is claimed once in the database.
 */
export function answerScheduledWork(
  deps: Pick<ServiceDeps<RiskDb>, 'nats' | 'config' | 'log'>,
  snapshot: DayStartSnapshot,
  rules: ScheduledRules,
): { announce: ScheduledAnnouncer; stop: () => void } {
  const { nc } = deps.nats as Nats;
  const subject = subjectFor(deps.config.NAMESPACE, SCHEDULED_SUBJECT);
  const subscription = nc.subscribe(subject, {
    callback: (error, message) => {
      if (error) return;
      const work = message.json<ScheduledWork>();
      const run = work.work === 'day-starts' ? saveDayStarts(snapshot) : rules.check(new Date(work.at));
      run.catch((failure: unknown) => deps.log.error({ err: failure, work: work.work }, 'scheduled work failed'));
    },
  });
  const send = (work: ScheduledWork) => nc.publish(subject, JSON.stringify(work));
  return {
    announce: {
      dayStarts: () => send({ work: 'day-starts' }),
      rules: (now) => send({ work: 'rules', at: now.toISOString() }),
    },
    stop: () => subscription.unsubscribe(),
  };
}
