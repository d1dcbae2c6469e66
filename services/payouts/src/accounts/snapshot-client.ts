import {
  ACCOUNT_SNAPSHOT_SUBJECT,
  type AccountSnapshotReply,
  accountSnapshotReplySchema,
} from '@prop/contracts/account-snapshot';
import { WITHDRAWAL_MESSAGES } from '@prop/contracts/withdrawal';
import { AppError } from '@prop/service-kit/errors';
import { type Nats, subjectFor } from '@prop/service-kit/nats';

/** Asks the accounts service for a trader's account as it stands now. */
export type SnapshotSource = (userId: string) => Promise<AccountSnapshotReply>;

/**
 * A core NATS request to whichever accounts replica answers first. No answer in time, no
 * responder, or an answer that is not a snapshot all mean the same to a trader: try again soon.
 */
export function createSnapshotClient(
  nc: Nats['nc'],
  namespace: string,
  timeoutMs: number,
  log: { warn: (context: object, message: string) => void },
): SnapshotSource {
  const subject = subjectFor(namespace, ACCOUNT_SNAPSHOT_SUBJECT);
  return async (userId) => {
    try {
      const reply = await nc.request(subject, JSON.stringify({ userId }), { timeout: timeoutMs });
      return accountSnapshotReplySchema.parse(reply.json());
    } catch (error) {
      log.warn({ err: error, userId }, 'account snapshot not available');
      throw new AppError('UNAVAILABLE', WITHDRAWAL_MESSAGES.accountsUnavailable);
    }
  };
}
