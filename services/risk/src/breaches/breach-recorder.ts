import type { InsertRuntime } from '@prop/service-kit/command';
import { recordBreach } from '../commands/record-breach.ts';
import type { RiskDb } from '../db/types.ts';
import type { Logger } from '../logger.ts';
import type { Detection } from '../state/risk-book.ts';

export interface BreachRecorderOptions {
  /** Publishes each BreachDetected at once, by this process: a drain would cost another transaction. */
  runtime: InsertRuntime<RiskDb>;
  log: Pick<Logger, 'error' | 'info'>;
  /** The account has an active breach now (this one or one stored before). */
  onStored: (accountId: string) => void;
  /** Nothing was stored; detection should try again. */
  onFailed: (accountId: string) => void;
}

/**
 * Records detections off the update path: the book calls `record` synchronously and goes on with
 * the next update while the breach's statement and publish run (only for a breach, never per
 * update). The account is latched meanwhile, so its following updates do not record again; a
 * failure unlatches it and the next breaking update retries.
 */
export class BreachRecorder {
  private readonly pending = new Map<string, Promise<void>>();

  constructor(private readonly options: BreachRecorderOptions) {}

  readonly record = (detection: Detection): void => {
    const { runtime, log, onStored, onFailed } = this.options;
    const { accountId } = detection.link;
    const recording = recordBreach(runtime, detection)
      .then((breachId) => {
        onStored(accountId);
        if (!breachId) return;
        log.info({ breachId, accountId, rule: detection.verdict.rule }, 'breach recorded');
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
