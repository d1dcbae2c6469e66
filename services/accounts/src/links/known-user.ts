import { setTimeout as sleep } from 'node:timers/promises';
import { streamNameFor } from '@prop/service-kit/nats';
import type { HandlerRuntime } from '@prop/service-kit/on-event';
import type { AccountsDb } from '../db/types.ts';

/** The durable consumer that keeps accounts' copy of identity's users (known_users). */
export const USER_COPY_DURABLE = 'accounts-user-copy';

const WAIT_STEP_MS = 100;
/** How long a lookup waits for a copy that is behind: a registration reaches it well within this. */
const MAX_WAIT_STEPS = 30;

/** 'behind': the copy did not catch up with identity's events in time, so neither answer is sure. */
export type UserLookup = 'known' | 'unknown' | 'behind';

/**
 * Whether identity knows a trader, by accounts' copy of its users. A trader registered a moment ago
 * may not be copied yet, so a missing trader is 'unknown' only once the copy has taken in every
 * user event identity published; until then the lookup waits, a few seconds at most.
 */
export async function lookUpUser(runtime: HandlerRuntime<AccountsDb>, userId: string): Promise<UserLookup> {
  // Copied is sure without the copy's progress, a request to NATS saved on nearly every link.
  if (await isCopied(runtime, userId)) return 'known';
  for (let step = 0; ; step++) {
    // The copy's progress is read before the table: every event it had taken in by then is in the table now.
    const caughtUp = await userCopyCaughtUp(runtime);
    if (await isCopied(runtime, userId)) return 'known';
    if (caughtUp) return 'unknown';
    if (step === MAX_WAIT_STEPS) return 'behind';
    await sleep(WAIT_STEP_MS);
  }
}

async function isCopied(runtime: HandlerRuntime<AccountsDb>, userId: string): Promise<boolean> {
  const row = await runtime.db.selectFrom('known_users').select('id').where('id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

/** True when the copy's consumer has no user event left to receive or to finish. */
async function userCopyCaughtUp(runtime: HandlerRuntime<AccountsDb>): Promise<boolean> {
  try {
    const info = await runtime.nats.jsm.consumers.info(streamNameFor(runtime.namespace, 'identity'), USER_COPY_DURABLE);
    return info.num_pending + info.num_ack_pending === 0;
  } catch {
    // The consumer is not there (yet): nothing says the copy is complete.
    return false;
  }
}
