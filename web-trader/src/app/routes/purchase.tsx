import { ComingSoonPage } from '../../components/coming-soon.tsx';

export function PurchaseRoute() {
  return (
    <ComingSoonPage
      title="Buy Account"
      subtitle="Choose a funding account and start trading with our capital"
      text="Funding tiers from €10K to €100K will be available to purchase here soon."
    />
  );
}
