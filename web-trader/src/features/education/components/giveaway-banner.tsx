import { Gift } from 'lucide-react';
import styled, { keyframes } from 'styled-components';

/** What a Giveaways card shows in place of a thumbnail (docs/product-rules.md §2). */
export function GiveawayBanner() {
  return (
    <Banner>
      <Tags>
        <Tag>GIVEAWAY</Tag>
        <Live>
          <Pulse aria-hidden="true" />
          LIVE
        </Live>
      </Tags>
      <Gift size={32} aria-hidden="true" />
      <Headline>Win Trading Capital!</Headline>
      <Program>Monthly €10K+ Giveaway Program</Program>
    </Banner>
  );
}

const Banner = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;
  color: ${({ theme }) => theme.colors.textOnAccent};
  background: linear-gradient(135deg, #1e3a8a 0%, #6d28d9 60%, #9333ea 100%);
`;

const Tags = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.md};
  left: ${({ theme }) => theme.space.md};
  right: ${({ theme }) => theme.space.md};
  display: flex;
  justify-content: space-between;
`;

const Tag = styled.span`
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: #fbbf24;
  color: #1f1300;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.06em;
`;

const Live = styled(Tag)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  background: ${({ theme }) => theme.colors.dangerSolid};
  color: ${({ theme }) => theme.colors.textOnAccent};
`;

const pulse = keyframes`
  50% { opacity: 0.3; }
`;

const Pulse = styled.span`
  width: 6px;
  height: 6px;
  border-radius: 50%;
  background: currentColor;
  animation: ${pulse} 1.2s ease-in-out infinite;
`;

const Headline = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Program = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: #e9d5ff;
`;
