import { accountsEndpoints } from '@prop/contracts/endpoints/accounts';
import { urlOf } from '@prop/contracts/endpoints/define';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import type { AdminUser } from '@prop/contracts/user';
import type { ScopedMutator } from 'swr';
import { revalidatePaths } from '../../lib/revalidate.ts';
import { callEndpoint, pathPrefixOf } from './endpoints.ts';
import { usersPath } from './get-users.ts';

/** A link change as the admin made it: the user now has an account linked, or no longer has one. */
export interface LinkChange {
  userId: string;
  linked: boolean;
}

/** How long the user lists may take to show a link change before they are refreshed anyway. */
export const LINK_SETTLE_DEADLINE_MS = 5000;
/** The pause between two reads of the user while the change has not reached it. */
const RECHECK_MS = 200;

/** Whether the user as the identity service lists it already shows the change. */
export function showsLinkChange(user: AdminUser, change: LinkChange): boolean {
  return (user.account?.mt5AccountId != null) === change.linked;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * After link-mt5 / unlink-mt5 / an approved purchase: the MT5 list (the accounts service's own data)
 * is current at once; the user lists show the link through an event the identity service applies a
 * moment later. So the user is read again until it shows the change (a version check, bounded by a
 * deadline), and only then are the user lists and details refetched: once, with the change in them.
 */
export async function refreshAfterLinkChange(
  mutate: ScopedMutator,
  change: LinkChange,
  deadlineMs = LINK_SETTLE_DEADLINE_MS,
): Promise<void> {
  void revalidatePaths(mutate, urlOf(accountsEndpoints.getAdminMt5Accounts));
  const userUrl = urlOf(identityEndpoints.getAdminUserById, { id: change.userId });
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const user = await callEndpoint<AdminUser>(identityEndpoints.getAdminUserById, userUrl).catch(() => null);
    if (!user || showsLinkChange(user, change) || Date.now() >= deadline) break;
    await pause(RECHECK_MS);
  }
  await revalidatePaths(mutate, usersPath, pathPrefixOf(identityEndpoints.getAdminUserById));
}
