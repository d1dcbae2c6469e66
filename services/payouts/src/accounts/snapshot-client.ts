import {
  ACCOUNT_SNAPSHOT_SUBJECT,
  type AccountSnapshotReply,
  accountSnapshotReplySchema,
} from '@prop/contracts/account-snapshot';
import { WITHDRAWAL_MESSAGES } from '@prop/contracts/withdrawal-messages';
import type { Nats } from '@prop/service-kit/nats';
import { askByUser } from '@prop/service-kit/ask-by-user';

/** Asks the accounts service for a trader's account as it stands now. */
export type SnapshotSource = (userId: string) => Promise<AccountSnapshotReply>;

export function createSnapshotClient(
  nc: Nats['nc'],
  namespace: string,
  timeoutMs: number,
  log: { warn: (context: object, message: string) => void },
): SnapshotSource {
  return askByUser(nc, namespace, {
    subject: ACCOUNT_SNAPSHOT_SUBJECT,
    reply: accountSnapshotReplySchema,
    timeoutMs,
    unavailable: WITHDRAWAL_MESSAGES.accountsUnavailable,
    log,
  });
}
