import { Wallet } from 'lucide-react';
import { ComingSoon } from '../../components/coming-soon.tsx';

export function WithdrawalsRoute() {
  return (
    <ComingSoon
      title="Withdrawal Requests"
      subtitle="Review and process traders' profit withdrawals."
      icon={<Wallet size={32} />}
      description="Pending and processed withdrawal requests, with review and approval, are coming in a later release."
    />
  );
}
