import type { ViewAs } from '@prop/contracts/view-as';
import { Button } from '@prop/ui/button';
import { Eye } from 'lucide-react';
import { useEffect, useState } from 'react';
import styled from 'styled-components';

const MINUTE_MS = 60_000;
/** The time left is shown in minutes, so a few refreshes a minute keep it right. */
const REFRESH_MS = 15_000;

/** '12 min left', '1 min left', 'ending'. */
export function timeLeft(expiresAt: string, now: number): string {
  const minutes = Math.ceil((Date.parse(expiresAt) - now) / MINUTE_MS);
  return minutes > 0 ? `${minutes} min left` : 'ending';
}

/**
 * Above every page of a view as the trader: whose area this is, that nothing can be changed, how
 * long the view lasts, and the way out. The server refuses every write whatever the page offers.
 */
export function ViewAsBanner({ view, onEnd, isEnding }: { view: ViewAs; onEnd: () => void; isEnding: boolean }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <Banner role="region" aria-label="View as trader">
      <Eye size={18} aria-hidden="true" />
      <Text>
        <strong>Viewing as {view.traderName}, read-only</strong>
        <Left>{timeLeft(view.expiresAt, now)}</Left>
      </Text>
      <Button variant="secondary" size="sm" loading={isEnding} loadingText="Ending..." onClick={onEnd}>
        End view
      </Button>
    </Banner>
  );
}

const Banner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.warningSoft};
  border-bottom: 2px solid ${({ theme }) => theme.colors.warning};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  svg { flex-shrink: 0; color: ${({ theme }) => theme.colors.warning}; }
`;

const Text = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Left = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;
