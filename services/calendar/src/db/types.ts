import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { Importance } from '@prop/contracts/calendar';
import type { KitTables } from '@prop/service-kit/kit-migrations';

/** Where a stored event came from: the scheduled feed pull, an admin's file, or the demo week. */
export type EventSource = 'feed' | 'import' | 'sample';

export interface EconomicEventsTable {
  id: Generated<string>;
  key: string;
  time: ColumnType<Date, Date | string, Date | string>;
  importance: Importance;
  country: string;
  currency: string;
  title: string;
  previous: string | null;
  forecast: string | null;
  actual: string | null;
  source: EventSource;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface CalendarDb extends KitTables {
  economic_events: EconomicEventsTable;
}

export type EconomicEventRow = Selectable<EconomicEventsTable>;
export type NewEconomicEvent = Omit<Insertable<EconomicEventsTable>, 'id' | 'created_at' | 'updated_at'>;
