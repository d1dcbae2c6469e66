import type { AdminUser } from '@prop/contracts/user';
import type { CsvColumn } from '@prop/service-kit/csv';

/** The admin user list as a CSV: what the list shows, with the ids an accountant joins on; times in UTC. */
export const USER_CSV_COLUMNS: readonly CsvColumn<AdminUser>[] = [
  { header: 'User ID', value: (user) => user.id },
  { header: 'Email', value: (user) => user.email },
  { header: 'First name', value: (user) => user.firstName },
  { header: 'Last name', value: (user) => user.lastName },
  { header: 'Phone', value: (user) => user.phoneNumber },
  { header: 'Date of birth', value: (user) => user.dateOfBirth },
  { header: 'Address', value: (user) => user.address },
  { header: 'City', value: (user) => user.city },
  { header: 'Postal code', value: (user) => user.postalCode },
  { header: 'Country', value: (user) => user.country },
  { header: 'KYC status', value: (user) => user.kycStatus },
  { header: 'Email verified', value: (user) => user.emailVerified },
  { header: 'Marketing consent', value: (user) => user.marketingConsent },
  { header: 'MT5 account ID', value: (user) => user.account?.mt5AccountId },
  { header: 'Registered at (UTC)', value: (user) => user.createdAt },
];
