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
import { Link } from 'react-router-dom';
import { KycStatusBadge } from '../../../components/kyc-status-badge.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDateTime, fullName } from '../../../lib/format.ts';
import { KycStatusSelect } from './kyc-status-select.tsx';

export function KycTable({ records }: { records: KycRecord[] }) {
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
