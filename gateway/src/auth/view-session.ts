import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import { VIEW_AS_MESSAGES } from '@prop/contracts/view-as';
import type { Caller } from '@prop/service-kit/caller';
import type { Session, SessionStore } from '@prop/service-kit/session-store';
import { type ApiRoute, routeKey } from '../routes/route-table.ts';

/** A view session may read; these are the only methods that read. */
const READ_METHODS = new Set(['GET', 'HEAD']);

/** What a view may still send: ending itself. */
const VIEW_WRITES = new Set([routeKey(identityEndpoints.postViewAsEnd)]);

/**
 * Reads that hand over something only the trader should hold or act on (docs/decisions/015): the
 * data export is a download of everything kept on them, for them to take away.
 */
const TRADER_ONLY_READS = new Set([routeKey(identityEndpoints.getUserExport)]);

/**
 * Why a view session ("view as trader") may not call this route, or null when it may. A view reads
 * the trader's area as the trader sees it and changes nothing: every other method of every route
 * (trader and public alike: signing in, out or up from a view would act for the trader) is
 * refused, and so are the trader-only downloads. A trader's own session is never refused here.
 */
export function viewSessionRefusal(route: Pick<ApiRoute, 'method' | 'path'>, caller: Caller | null): string | null {
  if (!caller?.viewerId) return null;
  const key = `${route.method} ${route.path}`;
  if (VIEW_WRITES.has(key)) return null;
  if (!READ_METHODS.has(route.method)) return VIEW_AS_MESSAGES.readOnly;
  if (TRADER_ONLY_READS.has(key)) return VIEW_AS_MESSAGES.secretRefused;
  return null;
}

/**
 * A view session counts only while the admin session that opened it lives: the admin signing out,
 * timing out or being disabled ends the view at their next request, whatever else happens.
 */
export async function viewerIsLive(store: SessionStore, view: Session): Promise<boolean> {
  if (!view.viewer) return true;
  const admin = await store.find(view.viewer.adminSessionId);
  return admin !== null && admin.role === 'admin' && admin.userId === view.viewer.adminId;
}
