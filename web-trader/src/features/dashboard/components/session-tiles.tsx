import type { TradingAccountStatus } from '@prop/contracts/account';
import { Activity, CircleAlert, Globe, HeartPulse, type LucideIcon, ShieldAlert } from 'lucide-react';
import styled from 'styled-components';
import { accountHealth } from '../../../shared/account-health.ts';

type Tone = 'success' | 'warning';

/**
 * Three tiles under the welcome banner (docs/product-rules.md §2). They read "Live Trading Active"
 * and "Excellent" only while the account is active (or none is linked yet); a breached, closed or
 * pending account says so in words, with a warning icon and colour (docs/product-rules.md §4).
 */
export function SessionTiles({ status }: { status?: TradingAccountStatus | null }) {
  const health = accountHealth(status);
  const healthy = health.tone === 'success';
  const tiles: readonly { label: string; value: string; icon: LucideIcon; tone: Tone }[] = [
    { label: 'Today’s Session', value: health.session, icon: healthy ? Activity : CircleAlert, tone: health.tone },
    { label: 'Market Status', value: 'Markets Open', icon: Globe, tone: 'success' },
    { label: 'Account Health', value: health.health, icon: healthy ? HeartPulse : ShieldAlert, tone: health.tone },
  ];
  return (
    <Tiles>
      {tiles.map(({ label, value, icon: Icon, tone }) => (
        <Tile key={label} role="group" aria-label={label} data-tone={tone}>
          <IconBox aria-hidden="true" $tone={tone}>
            <Icon size={20} />
          </IconBox>
          <div>
            <Label>{label}</Label>
            <Value>{value}</Value>
          </div>
        </Tile>
      ))}
    </Tiles>
  );
}

const Tiles = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
`;

const Tile = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const IconBox = styled.span<{ $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.successSoft : theme.colors.warningSoft)};
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.warning)};
`;

const Label = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Value = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
