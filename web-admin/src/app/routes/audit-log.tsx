import { AUDIT_ACTIONS, type AuditAction } from '@prop/contracts/audit';
import { Button } from '@prop/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@prop/ui/card';
import { LoadError } from '@prop/ui/load-error';
import { Field } from '@prop/ui/field';
import { Page, PageHeader } from '@prop/ui/page';
import { Select } from '@prop/ui/select';
import { LoadingBlock } from '@prop/ui/spinner';
import { errorText } from '@prop/web-client/api-fetch';
import { useState } from 'react';
import { useAdmin } from '../../shared/api/get-admin.ts';
import { useAuditLog } from '../../features/audit/api/get-audit-log.ts';
import { AuditTable } from '../../features/audit/components/audit-table.tsx';
import { AUDIT_ACTION_LABELS } from '../../features/audit/utils/describe-change.ts';
import { csvUrl, DownloadCsvLink, TableTools } from '../../components/download-csv-link.tsx';
import { auditEndpoints } from '@prop/contracts/endpoints/audit';

/** /admin/audit: every admin action, newest first; read-only, as the log itself is. */
export function AuditLogRoute() {
  const [action, setAction] = useState<AuditAction | ''>('');
  const { data: pages, error, isLoading, size, setSize, isValidating, mutate } = useAuditLog(action);
  const { data: admin } = useAdmin();
  const entries = pages?.flatMap((page) => page.entries) ?? [];
  const hasOlder = Boolean(pages?.at(-1)?.nextCursor);

  return (
    <Page>
      <title>Audit Log · Admin</title>
      <PageHeader
        title="Audit Log"
        subtitle="Every admin action, with who did it, when (UTC), what changed and its request id. Nobody can edit it."
      />
      <Card>
        <CardHeader>
          <CardTitle>Admin actions</CardTitle>
          <TableTools>
            <Field label="Action">
              {(props) => (
                <Select
                  {...props}
                  value={action}
                  onChange={(event) => setAction(event.target.value as AuditAction | '')}
                >
                  <option value="">All actions</option>
                  {AUDIT_ACTIONS.map((value) => (
                    <option key={value} value={value}>
                      {AUDIT_ACTION_LABELS[value]}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <DownloadCsvLink
              href={csvUrl(auditEndpoints.getAdminAuditLog, { action: action || undefined })}
              what={action ? `the ${AUDIT_ACTION_LABELS[action]} entries` : 'the whole audit log'}
            />
          </TableTools>
        </CardHeader>
        <CardContent>
          {isLoading ? (
            <LoadingBlock label="Loading the audit log..." />
          ) : pages ? (
            <>
              <AuditTable entries={entries} currentAdminId={admin?.id} />
              {hasOlder && (
                <Button variant="secondary" loading={isValidating} onClick={() => void setSize(size + 1)}>
                  Load older
                </Button>
              )}
            </>
          ) : (
            <LoadError
              title="Could not load the audit log"
              description={errorText(error, 'The server did not answer.')}
              onRetry={() => void mutate()}
            />
          )}
        </CardContent>
      </Card>
    </Page>
  );
}
