import { Mail } from 'lucide-react';
import { ComingSoon } from '../../components/coming-soon.tsx';

export function BrevoRoute() {
  return (
    <ComingSoon
      title="Email Marketing"
      subtitle="Keep the Brevo contact lists in step with registered users."
      icon={<Mail size={32} />}
      description="Brevo lists, subscriber stats, connection status and user sync are coming in a later release."
    />
  );
}
