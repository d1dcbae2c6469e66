import type { Kpis } from '@prop/contracts/reports';
import { CardGrid } from '@prop/ui/page';
import { StatCard } from '@prop/ui/stat-card';
import { Banknote, Clock, Euro, HandCoins, LifeBuoy, Percent, TriangleAlert, UserPlus } from 'lucide-react';
import { euro } from '../utils/chart-values.ts';

/** The range's headline figures; money as the server summed it, exactly. */
export function KpiCards({ kpis }: { kpis: Kpis }) {
  const { revenue, payouts, registrations, support, breaches } = kpis;
  const { firstResponse } = support;
  return (
    <CardGrid $min="190px" role="group" aria-label="Key figures">
      <StatCard
        label="Net revenue"
        tone="success"
        icon={<Euro size={20} />}
        value={euro(revenue.net)}
        hint={`${euro(revenue.gross)} from ${revenue.purchases} purchases, ${euro(revenue.refunds)} refunded`}
      />
      <StatCard
        label="Payouts paid"
        tone="info"
        icon={<Banknote size={20} />}
        value={euro(payouts.paidAmount)}
        hint={`${payouts.paidCount} paid · ${payouts.requestedCount} requested (${euro(payouts.requestedAmount)})`}
      />
      <StatCard
        label="Payout-to-revenue ratio"
        tone="warning"
        icon={<Percent size={20} />}
        value={payouts.payoutToRevenuePercent === null ? '—' : `${payouts.payoutToRevenuePercent}%`}
        hint="Payouts paid ÷ net revenue"
      />
      <StatCard
        label="Registrations"
        tone="info"
        icon={<UserPlus size={20} />}
        value={registrations.funnel.registered}
        hint={`${registrations.funnel.documentsSubmitted} sent KYC documents · ${registrations.funnel.approved} approved`}
      />
      <StatCard
        label="Breaches"
        tone="danger"
        icon={<TriangleAlert size={20} />}
        value={breaches.total}
        hint="Reversed breaches excluded"
      />
      <StatCard
        label="Support tickets"
        tone="neutral"
        icon={<LifeBuoy size={20} />}
        value={support.created}
        hint={`${support.openByAge.reduce((total, bucket) => total + bucket.count, 0)} open now`}
      />
      <StatCard
        label={`First response within ${firstResponse.promiseHours} h`}
        tone={firstResponse.answered > firstResponse.withinPromise ? 'warning' : 'success'}
        icon={<Clock size={20} />}
        value={firstResponse.answered === 0 ? '—' : `${firstResponse.withinPromise} of ${firstResponse.answered}`}
        hint={
          firstResponse.medianHours === null
            ? `${firstResponse.unanswered} unanswered`
            : `Median ${firstResponse.medianHours} h · ${firstResponse.unanswered} unanswered`
        }
      />
      <StatCard
        label="Refunds"
        tone="neutral"
        icon={<HandCoins size={20} />}
        value={euro(revenue.refunds)}
        hint="Within the range, whenever bought"
      />
    </CardGrid>
  );
}
