import type { AuditEntry } from '@prop/contracts/audit';
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
import styled from 'styled-components';
import { AUDIT_ACTION_LABELS, describeChange, formatUtc } from '../utils/describe-change.ts';

/** Every recorded admin action: who, what, on what, when (UTC), the change and its request id. */
export function AuditTable({ entries, currentAdminId }: { entries: AuditEntry[]; currentAdminId?: string }) {
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
                  {entry.actorId === currentAdminId ? 'You' : <Code title={entry.actorId}>{entry.actorId}</Code>}
                </TableCell>
                <TableCell>{AUDIT_ACTION_LABELS[entry.action]}</TableCell>
                <TableCell>
                  {entry.target.type} <Code>{entry.target.id}</Code>
                </TableCell>
                <TableCell>
                  <Changes>
                    {describeChange(entry.before, entry.after).map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </Changes>
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
