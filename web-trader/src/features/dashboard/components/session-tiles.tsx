import { Activity, Globe, HeartPulse, type LucideIcon } from 'lucide-react';
import styled from 'styled-components';

const TILES: readonly { label: string; value: string; icon: LucideIcon }[] = [
  { label: 'Today’s Session', value: 'Live Trading Active', icon: Activity },
  { label: 'Market Status', value: 'Markets Open', icon: Globe },
  { label: 'Account Health', value: 'Excellent', icon: HeartPulse },
];

/** Three static tiles under the welcome banner (docs/product-rules.md §2). */
export function SessionTiles() {
  return (
    <Tiles>
      {TILES.map(({ label, value, icon: Icon }) => (
        <Tile key={label} role="group" aria-label={label}>
          <IconBox aria-hidden="true">
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

const IconBox = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
`;

const Label = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Value = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
