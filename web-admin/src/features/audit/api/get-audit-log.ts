import type { AuditAction, AuditLogPage } from '@prop/contracts/audit';
import { apiRequest } from '@prop/web-client/api-fetch';
import useSWRInfinite from 'swr/infinite';

export const auditLogKey = '/api/admin/audit-log';

function pageKey(action: AuditAction | '', index: number, previous: AuditLogPage | null): string | null {
  if (previous && !previous.nextCursor) return null;
  const query = new URLSearchParams();
  if (action) query.set('action', action);
  if (previous?.nextCursor) query.set('cursor', previous.nextCursor);
  const text = query.toString();
  return index === 0 || previous ? `${auditLogKey}${text ? `?${text}` : ''}` : null;
}

/** The audit log newest first, page by page ("Load older" asks for the next). */
export function useAuditLog(action: AuditAction | '') {
  return useSWRInfinite<AuditLogPage>(
    (index, previous: AuditLogPage | null) => pageKey(action, index, previous),
    (key: string) => apiRequest<AuditLogPage>('GET', key),
    { refreshInterval: 10_000 },
  );
}
