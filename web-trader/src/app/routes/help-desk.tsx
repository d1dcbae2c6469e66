import { ComingSoonPage } from '../../components/coming-soon.tsx';

export function HelpDeskRoute() {
  return (
    <ComingSoonPage
      title="Help & Support Center"
      subtitle="We respond within 24 hours"
      text="Support tickets are coming to this page soon."
    />
  );
}
