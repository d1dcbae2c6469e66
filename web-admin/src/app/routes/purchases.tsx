import { ShoppingCart } from 'lucide-react';
import { BackLink } from '../../components/back-link.tsx';
import { ComingSoon } from '../../components/coming-soon.tsx';
import { paths } from '../../config/paths.ts';

export function PurchasesRoute() {
  return (
    <ComingSoon
      title="Funding Purchases"
      subtitle="Approve funding-account purchases and track revenue."
      icon={<ShoppingCart size={32} />}
      description="Pending and processed purchases, the manage dialog and total revenue are coming in a later release."
      before={<BackLink to={paths.dashboard.getHref()}>Back to dashboard</BackLink>}
    />
  );
}
