import type { AdminPurchaseList } from '@prop/contracts/purchase';
import { CardGrid } from '@prop/ui/page';
import { StatCard } from '@prop/ui/stat-card';
import { Clock, Euro, ShieldCheck, X } from 'lucide-react';
import { formatMoney } from '@prop/contracts/money';

/** Total revenue (approved purchases only, in euro, summed exactly by the server) and the counts by status. */
export function PurchaseStats({ list }: { list: AdminPurchaseList | undefined }) {
  const count = (status: 'approved' | 'not_received') =>
    list ? list.processed.filter((purchase) => purchase.status === status).length : '—';
  return (
    <CardGrid $min="170px" aria-label="Purchase totals" role="group">
      <StatCard
        label="Total Revenue"
        tone="success"
        icon={<Euro size={20} />}
        value={list ? formatMoney(Number(list.totalRevenue), list.currency) : '—'}
        hint="Approved purchases"
      />
      <StatCard label="Pending" tone="warning" icon={<Clock size={20} />} value={list?.pending.length ?? '—'} />
      <StatCard label="Approved" tone="success" icon={<ShieldCheck size={20} />} value={count('approved')} />
      <StatCard label="Not Received" tone="danger" icon={<X size={20} />} value={count('not_received')} />
    </CardGrid>
  );
}
