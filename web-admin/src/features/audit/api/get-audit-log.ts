import type { AuditAction, AuditLogPage } from '@prop/contracts/audit';
import { auditEndpoints } from '@prop/contracts/endpoints/audit';
import { urlOf } from '@prop/contracts/endpoints/define';
import useSWRInfinite from 'swr/infinite';
import { callEndpoint } from '../../../shared/api/endpoints.ts';

export const auditLogKey = urlOf(auditEndpoints.getAdminAuditLog);

function pageKey(action: AuditAction | '', index: number, previous: AuditLogPage | null): string | null {
  if (previous && !previous.nextCursor) return null;
  if (index !== 0 && !previous) return null;
  return urlOf(
    auditEndpoints.getAdminAuditLog,
    {},
    { action: action || undefined, cursor: previous?.nextCursor ?? undefined },
  );
}

/** The audit log newest first, page by page ("Load older" asks for the next). */
export function useAuditLog(action: AuditAction | '') {
  return useSWRInfinite<AuditLogPage>(
    (index, previous: AuditLogPage | null) => pageKey(action, index, previous),
    (key: string) => callEndpoint<AuditLogPage>(auditEndpoints.getAdminAuditLog, key),
    { refreshInterval: 10_000 },
  );
}
