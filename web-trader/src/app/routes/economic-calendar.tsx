import { ComingSoonPage } from '../../components/coming-soon.tsx';

export function EconomicCalendarRoute() {
  return (
    <ComingSoonPage
      title="Economic Calendar"
      subtitle="Market-moving events and releases"
      text="Today’s economic events with their importance, forecast and actual figures are coming here soon."
    />
  );
}
