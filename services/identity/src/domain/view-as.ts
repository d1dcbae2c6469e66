import type { ViewAs } from '@prop/contracts/view-as';
import type { Session } from '@prop/service-kit/session-store';
import type { UserRow } from '../db/types.ts';

/** A view as the trader app's banner shows it: whose area, and until when. */
export function toViewAs(user: Pick<UserRow, 'first_name' | 'last_name'>, view: Pick<Session, 'expiresAt'>): ViewAs {
  return { traderName: `${user.first_name} ${user.last_name}`, expiresAt: new Date(view.expiresAt).toISOString() };
}
