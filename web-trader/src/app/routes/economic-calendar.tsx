import { Page, PageHeader } from '@prop/ui/page';
import { EconomicCalendar } from '../../features/calendar/components/economic-calendar.tsx';

/** The economic calendar (docs/product-rules.md §2): today's and upcoming events, refreshed every 60 s. */
export function EconomicCalendarRoute() {
  return (
    <Page>
      <title>Economic Calendar · Funded Trader</title>
      <PageHeader title="Economic Calendar" subtitle="Market-moving events and releases" />
      <EconomicCalendar />
    </Page>
  );
}
