import type { AffiliateFigures } from '@prop/contracts/affiliates';
import { formatMoney, moneyOf } from '@prop/contracts/money';
import { PURCHASE_CURRENCY } from '@prop/contracts/purchase';
import { CardGrid } from '@prop/ui/page';
import { StatCard } from '@prop/ui/stat-card';
import { Banknote, Hourglass, MousePointerClick, ShoppingCart, Undo2, UserPlus, Wallet } from 'lucide-react';
import styled from 'styled-components';

const euro = (amount: string) => formatMoney(moneyOf(amount), PURCHASE_CURRENCY);

/** What the link brought: visits, sign-ups and paid purchases, then the commission in its five states. */
export function AffiliateStats({ affiliate }: { affiliate: AffiliateFigures }) {
  const { commission } = affiliate;
  return (
    <>
      <Section aria-labelledby="referrals-title">
        <Heading id="referrals-title">Referrals</Heading>
        <CardGrid $min="150px">
          <StatCard label="Clicks" value={affiliate.clicks} icon={<MousePointerClick size={20} />} />
          <StatCard label="Sign-ups" value={affiliate.signups} icon={<UserPlus size={20} />} tone="success" />
          <StatCard label="Purchases" value={affiliate.purchases} icon={<ShoppingCart size={20} />} tone="success" />
        </CardGrid>
      </Section>
      <Section aria-labelledby="commission-title">
        <Heading id="commission-title">Commission</Heading>
        <CardGrid $min="150px">
          <StatCard label="Accrued" value={euro(commission.accrued)} icon={<Banknote size={20} />} tone="success" />
          <StatCard
            label="Reversed"
            value={euro(commission.reversed)}
            icon={<Undo2 size={20} />}
            tone="warning"
            hint="Refunded purchases"
          />
          <StatCard
            label="Pending"
            value={euro(commission.pending)}
            icon={<Hourglass size={20} />}
            tone="warning"
            hint="Payout under review"
          />
          <StatCard label="Paid" value={euro(commission.paid)} icon={<Wallet size={20} />} tone="neutral" />
          <StatCard label="Available" value={euro(commission.available)} icon={<Wallet size={20} />} tone="info" />
        </CardGrid>
      </Section>
    </>
  );
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
