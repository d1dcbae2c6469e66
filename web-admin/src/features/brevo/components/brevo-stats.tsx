import type { EmailInfo } from '@prop/contracts/marketing';
import { CardGrid } from '@prop/ui/page';
import { Spinner } from '@prop/ui/spinner';
import { StatCard } from '@prop/ui/stat-card';
import { errorText } from '@prop/web-client/api-fetch';
import { Ban, PlugZap, UserCheck, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { ADMIN_TOASTS } from '../../../config/messages.ts';
import { isNotConfigured } from '../api/not-configured.ts';

export interface BrevoStatsProps {
  info?: EmailInfo | undefined;
  error?: unknown;
}

/** Connection status and the subscriber figures of the firm's Brevo list. */
export function BrevoStats({ info, error }: BrevoStatsProps) {
  const figure = (value: (data: EmailInfo) => number): ReactNode => {
    if (info) return value(info).toLocaleString('en-US');
    return error ? '—' : <Spinner size={20} label="Loading" />;
  };
  const notConfigured = isNotConfigured(error);
  const status = info
    ? 'Connected'
    : notConfigured
      ? ADMIN_TOASTS.brevoNotConfiguredTitle
      : error
        ? 'Unavailable'
        : '…';
  const statusHint = info
    ? `List: ${info.name}`
    : notConfigured
      ? ADMIN_TOASTS.brevoNotConfigured
      : error
        ? errorText(error, 'Brevo did not answer.')
        : 'Checking the connection...';

  return (
    <CardGrid $min="180px" role="group" aria-label="Brevo figures">
      <StatCard
        label="Connection"
        value={status}
        hint={statusHint}
        tone={info ? 'success' : error ? 'warning' : 'neutral'}
        icon={<PlugZap size={20} />}
      />
      <StatCard label="Subscribers" value={figure((data) => data.totalSubscribers)} icon={<Users size={20} />} />
      <StatCard
        label="Unique Subscribers"
        tone="success"
        value={figure((data) => data.uniqueSubscribers)}
        icon={<UserCheck size={20} />}
      />
      <StatCard
        label="Blacklisted"
        tone="danger"
        value={figure((data) => data.totalBlacklisted)}
        icon={<Ban size={20} />}
      />
    </CardGrid>
  );
}
