import { Page, PageHeader } from '@prop/ui/page';
import { BuyAccount } from '../../features/purchase/components/buy-account.tsx';

/** /purchase: the four funding tiers, the purchase awaiting payment and approval, and the trader's purchases. */
export function PurchaseRoute() {
  return (
    <Page>
      <title>Buy Account · Funded Trader</title>
      <PageHeader title="Buy Account" subtitle="Choose a funding account and start trading with our capital" />
      <BuyAccount />
    </Page>
  );
}
