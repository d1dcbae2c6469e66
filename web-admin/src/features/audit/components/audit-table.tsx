import { type AuditEntry, systemAuditActorName } from '@prop/contracts/audit';
import {
  TableBody,
  TableCell,
  TableContainer,
  TableEmptyRow,
  TableHead,
  TableHeader,
  TableRow,
  WideTable,
} from '@prop/ui/table';
import { EmptyState } from '@prop/ui/empty-state';
import { StackedItem, StackedList, StackedMeta } from '@prop/ui/stacked-list';
import { useIsMobile } from '@prop/ui/use-is-mobile';
import styled from 'styled-components';
import { AUDIT_ACTION_LABELS, describeChange, formatUtc } from '../utils/describe-change.ts';

interface AuditTableProps {
  entries: AuditEntry[];
  currentAdminId?: string;
}

/**
 * Every recorded admin action: who, what, on what, when (UTC), the change and its request id. A table,
 * or a list of cards on phones.
 */
export function AuditTable({ entries, currentAdminId }: AuditTableProps) {
  const isMobile = useIsMobile();
  if (isMobile) return <AuditCards entries={entries} currentAdminId={currentAdminId} />;
  return (
    <TableContainer aria-label="Audit log">
      <WideTable $minWidth="900px" $wrap>
        <TableHead>
          <TableRow>
            <TableHeader scope="col">Time</TableHeader>
            <TableHeader scope="col">Admin</TableHeader>
            <TableHeader scope="col">Action</TableHeader>
            <TableHeader scope="col">Target</TableHeader>
            <TableHeader scope="col">Change</TableHeader>
            <TableHeader scope="col">Request</TableHeader>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.length === 0 ? (
            <TableEmptyRow colSpan={6}>No admin actions recorded yet.</TableEmptyRow>
          ) : (
            entries.map((entry) => (
              <TableRow key={entry.id} data-action={entry.action}>
                <TableCell>{formatUtc(entry.at)}</TableCell>
                <TableCell>
                  <Actor entry={entry} currentAdminId={currentAdminId} />
                </TableCell>
                <TableCell>{AUDIT_ACTION_LABELS[entry.action]}</TableCell>
                <TableCell>
                  {entry.target.type} <Code>{entry.target.id}</Code>
                </TableCell>
                <TableCell>
                  <ChangeLines entry={entry} />
                </TableCell>
                <TableCell>
                  <Code>{entry.requestId}</Code>
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </WideTable>
    </TableContainer>
  );
}

function AuditCards({ entries, currentAdminId }: AuditTableProps) {
  if (entries.length === 0) return <EmptyState title="No admin actions recorded yet." />;
  return (
    <StackedList aria-label="Audit log">
      {entries.map((entry) => (
        <AuditItem key={entry.id} data-action={entry.action}>
          <strong>{AUDIT_ACTION_LABELS[entry.action]}</strong>
          <StackedMeta>
            {formatUtc(entry.at)} · by <Actor entry={entry} currentAdminId={currentAdminId} />
          </StackedMeta>
          <StackedMeta>
            Target {entry.target.type} <Code>{entry.target.id}</Code>
          </StackedMeta>
          <ChangeLines entry={entry} />
          <StackedMeta>
            Request <Code>{entry.requestId}</Code>
          </StackedMeta>
        </AuditItem>
      ))}
    </StackedList>
  );
}

function Actor({ entry, currentAdminId }: { entry: AuditEntry; currentAdminId?: string }) {
  if (entry.actorId === currentAdminId) return 'You';
  return systemAuditActorName(entry.actorId) ?? <Code title={entry.actorId}>{entry.actorId}</Code>;
}

function ChangeLines({ entry }: { entry: AuditEntry }) {
  return (
    <Changes>
      {describeChange(entry.before, entry.after).map((line) => (
        <li key={line}>{line}</li>
      ))}
    </Changes>
  );
}

/** A change's values may be long JSON without a space: they wrap anywhere rather than widen the card. */
const AuditItem = styled(StackedItem)`
  overflow-wrap: anywhere;
`;

const Code = styled.code`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  word-break: break-all;
`;

const Changes = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
