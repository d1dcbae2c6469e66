import { LifeBuoy } from 'lucide-react';
import { ComingSoon } from '../../components/coming-soon.tsx';

export function SupportRoute() {
  return (
    <ComingSoon
      title="Support Tickets"
      subtitle="Answer traders' support requests."
      icon={<LifeBuoy size={32} />}
      description="Ticket counts, ticket cards, replies and status editing are coming in a later release."
    />
  );
}
