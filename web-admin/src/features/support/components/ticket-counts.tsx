import type { TicketCounts as Counts } from '@prop/contracts/support';
import { CardGrid } from '@prop/ui/page';
import { StatCard } from '@prop/ui/stat-card';
import { Archive, CircleCheck, CircleDot, Clock, Inbox } from 'lucide-react';

/** The number of tickets in each status, closed ones included; dashes until the list has loaded. */
export function TicketCounts({ counts }: { counts: Counts | undefined }) {
  const show = (value: number | undefined) => value ?? '—';
  return (
    <CardGrid $min="150px" aria-label="Ticket counts" role="group">
      <StatCard label="Total" tone="neutral" icon={<Inbox size={20} />} value={show(counts?.total)} />
      <StatCard label="Open" tone="info" icon={<CircleDot size={20} />} value={show(counts?.open)} />
      <StatCard label="In Progress" tone="caution" icon={<Clock size={20} />} value={show(counts?.in_progress)} />
      <StatCard label="Resolved" tone="success" icon={<CircleCheck size={20} />} value={show(counts?.resolved)} />
      <StatCard label="Closed" tone="neutral" icon={<Archive size={20} />} value={show(counts?.closed)} />
    </CardGrid>
  );
}
