import { moneyTextOfFigure } from '@prop/contracts/money';
import type { CsvColumn } from '@prop/service-kit/csv';
import { utc } from '@prop/service-kit/csv-export';
import type { Mt5Snapshot } from '../mt5/provider.ts';
import type { AccountLink } from './account-link.ts';

/** An MT5 account as its CSV line reads it: the latest figures and the open trading account linked to it. */
export interface Mt5ExportRow {
  snapshot: Mt5Snapshot;
  link: AccountLink | undefined;
}

const figure = (value: number | undefined) => (value === undefined ? null : moneyTextOfFigure(value));

/** The MT5 accounts as a CSV: the list's columns, who holds each, money to the cent, times in UTC. */
export const MT5_CSV_COLUMNS: readonly CsvColumn<Mt5ExportRow>[] = [
  { header: 'MT5 account ID', value: ({ snapshot }) => snapshot.id },
  { header: 'Login', value: ({ snapshot }) => snapshot.login },
  { header: 'Name', value: ({ snapshot }) => snapshot.name },
  { header: 'Server', value: ({ snapshot }) => snapshot.server },
  { header: 'Platform', value: ({ snapshot }) => snapshot.platform },
  { header: 'Type', value: ({ snapshot }) => snapshot.type },
  { header: 'State', value: ({ snapshot }) => snapshot.state },
  { header: 'Connection', value: ({ snapshot }) => snapshot.connectionStatus },
  { header: 'Linked user ID', value: ({ link }) => link?.userId },
  { header: 'Trading account ID', value: ({ link }) => link?.accountId },
  { header: 'Account status', value: ({ link }) => link?.status },
  { header: 'Funding balance', value: ({ link }) => link?.fundingBalance },
  { header: 'Currency', value: ({ snapshot }) => snapshot.info?.currency },
  { header: 'Balance', value: ({ snapshot }) => figure(snapshot.info?.balance) },
  { header: 'Equity', value: ({ snapshot }) => figure(snapshot.info?.equity) },
  { header: 'Margin', value: ({ snapshot }) => figure(snapshot.info?.margin) },
  { header: 'Free margin', value: ({ snapshot }) => figure(snapshot.info?.freeMargin) },
  { header: 'Leverage', value: ({ snapshot }) => snapshot.info?.leverage },
  { header: 'Figures at (UTC)', value: ({ snapshot }) => utc(snapshot.updatedAt) },
];
