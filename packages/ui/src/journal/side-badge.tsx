import type { TradeSide } from '@prop/contracts/trading';
import { Badge } from '../badge.tsx';

/** Buy or Sell, in words. */
export function SideBadge({ side }: { side: TradeSide }) {
  return <Badge tone={side === 'BUY' ? 'info' : 'warning'}>{side === 'BUY' ? 'Buy' : 'Sell'}</Badge>;
}
