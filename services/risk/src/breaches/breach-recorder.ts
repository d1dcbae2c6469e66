import type { Kysely } from 'kysely';
import type { Logger } from '../logger.ts';
import type { RiskDb } from '../db/types.ts';
import type { Detection } from '../state/risk-book.ts';
import { recordBreach } from './record-breach.ts';

export interface BreachRecorderOptions {
  db: Kysely<RiskDb>;
  /**
   * Publishes the committed BreachDetected at once. The relay's own drain, run here rather than
   * kicked: a kick waits for a timer turn, and for the relay's next round when it is mid-drain.
   */
  publishNow: () => Promise<unknown>;
  log: Pick<Logger, 'error' | 'info'>;
  /** The account has an active breach now (this one or one stored before). */
  onStored: (accountId: string) => void;
  /** Nothing was stored; detection should try again. */
  onFailed: (accountId: string) => void;
}

/**
 * Records detections off the update path: the book calls `record` synchronously and goes on with
 * the next update while the transaction runs. The account is latched meanwhile, so its following
 * updates do not record again; a failure unlatches it and the next breaking update retries.
 */
export class BreachRecorder {
  private readonly pending = new Map<string, Promise<void>>();

  constructor(private readonly options: BreachRecorderOptions) {}

  readonly record = (detection: Detection): void => {
    const { db, publishNow, log, onStored, onFailed } = this.options;
    const { accountId } = detection.link;
    const recording = recordBreach(db, detection)
      .then(async (breachId) => {
        onStored(accountId);
        if (!breachId) return;
        log.info({ breachId, accountId, rule: detection.verdict.rule }, 'breach recorded');
        // Stored is what counts; a failed publish is left to the relay's next round.
        await publishNow().catch((error: unknown) => log.error({ err: error }, 'breach event left to the relay'));
      })
      .catch((error: unknown) => {
        onFailed(accountId);
        log.error({ err: error, accountId }, 'breach not recorded; the next breaking update retries');
      })
      .finally(() => {
        if (this.pending.get(accountId) === recording) this.pending.delete(accountId);
      });
    this.pending.set(accountId, recording);
  };

  /** Waits for a recording of this account still in progress. */
  async settled(accountId: string): Promise<void> {
    await this.pending.get(accountId);
  }

  /** Waits for every recording in progress (at shutdown). */
  async drain(): Promise<void> {
    await Promise.all(this.pending.values());
  }
}
