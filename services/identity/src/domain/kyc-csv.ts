import type { KycRecord } from '@prop/contracts/kyc';
import type { CsvColumn } from '@prop/service-kit/csv';

/** The KYC queue as a CSV: the trader, the decision and its reason; times in UTC. */
export const KYC_CSV_COLUMNS: readonly CsvColumn<KycRecord>[] = [
  { header: 'User ID', value: (record) => record.userId },
  { header: 'Email', value: (record) => record.user.email },
  { header: 'First name', value: (record) => record.user.firstName },
  { header: 'Last name', value: (record) => record.user.lastName },
  { header: 'Status', value: (record) => record.status },
  { header: 'Documents uploaded', value: (record) => record.documentUploaded },
  { header: 'Rejection reason', value: (record) => record.rejectionReason },
  { header: 'Submitted at (UTC)', value: (record) => record.createdAt },
  { header: 'Updated at (UTC)', value: (record) => record.updatedAt },
];
