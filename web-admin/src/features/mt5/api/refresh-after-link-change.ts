import type { ScopedMutator } from 'swr';
import { revalidatePaths } from '../../../lib/revalidate.ts';

/** When the user lists are fetched again after a link change (ms); see below. */
const USER_REFRESH_DELAYS_MS = [1000, 3000];

/**
 * After link-mt5 / unlink-mt5: the MT5 list (the accounts service's own data) is current at once;
 * the user lists show the link through an event the identity service applies a moment later, so
 * they are fetched now and again shortly after.
 */
export function refreshAfterLinkChange(mutate: ScopedMutator): void {
  const users = () => void revalidatePaths(mutate, '/api/admin/users', '/api/admin/user/');
  void revalidatePaths(mutate, '/api/admin/mt5-accounts');
  users();
  for (const delay of USER_REFRESH_DELAYS_MS) setTimeout(users, delay);
}
