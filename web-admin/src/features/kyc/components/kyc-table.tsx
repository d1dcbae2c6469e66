import type { KycRecord } from '@prop/contracts/kyc';
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
import { StackedItem, StackedList, StackedMeta, StackedRow } from '@prop/ui/stacked-list';
import { useIsMobile } from '@prop/ui/use-is-mobile';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { KycStatusBadge } from '../../../components/kyc-status-badge.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDateTime, fullName } from '../../../lib/format.ts';
import { KycStatusSelect } from './kyc-status-select.tsx';

/** Every KYC submission with its status dropdown: a table, or a list of cards on phones. */
export function KycTable({ records }: { records: KycRecord[] }) {
  const isMobile = useIsMobile();
  if (isMobile) return <KycCards records={records} />;
  return (
    <TableContainer aria-label="KYC submissions">
      <WideTable $minWidth="760px">
        <TableHead>
          <TableRow>
            <TableHeader scope="col">User</TableHeader>
            <TableHeader scope="col">Email</TableHeader>
            <TableHeader scope="col">Status</TableHeader>
            <TableHeader scope="col">Submitted</TableHeader>
            <TableHeader scope="col">Last Updated</TableHeader>
            <TableHeader scope="col">Change Status</TableHeader>
          </TableRow>
        </TableHead>
        <TableBody>
          {records.length === 0 ? (
            <TableEmptyRow colSpan={6}>No KYC submissions yet.</TableEmptyRow>
          ) : (
            records.map((record) => {
              const name = fullName(record.user);
              return (
                <TableRow key={record.id}>
                  <TableCell>
                    <Link to={paths.user.getHref(record.userId)}>{name}</Link>
                  </TableCell>
                  <TableCell>{record.user.email}</TableCell>
                  <TableCell>
                    <KycStatusBadge status={record.status} />
                  </TableCell>
                  <TableCell>{formatDateTime(record.createdAt)}</TableCell>
                  <TableCell>{formatDateTime(record.updatedAt)}</TableCell>
                  <TableCell>
                    <KycStatusSelect userId={record.userId} status={record.status} label={`KYC status for ${name}`} />
                  </TableCell>
                </TableRow>
              );
            })
          )}
        </TableBody>
      </WideTable>
    </TableContainer>
  );
}

function KycCards({ records }: { records: KycRecord[] }) {
  if (records.length === 0) return <Empty>No KYC submissions yet.</Empty>;
  return (
    <StackedList aria-label="KYC submissions">
      {records.map((record) => {
        const name = fullName(record.user);
        return (
          <StackedItem key={record.id} aria-label={name} data-kyc-id={record.id}>
            <StackedRow>
              <Link to={paths.user.getHref(record.userId)}>{name}</Link>
              <KycStatusBadge status={record.status} />
            </StackedRow>
            <StackedMeta>{record.user.email}</StackedMeta>
            <StackedMeta>
              Submitted {formatDateTime(record.createdAt)} · Last updated {formatDateTime(record.updatedAt)}
            </StackedMeta>
            <KycStatusSelect userId={record.userId} status={record.status} label={`KYC status for ${name}`} />
          </StackedItem>
        );
      })}
    </StackedList>
  );
}

const Empty = styled.p`
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;
