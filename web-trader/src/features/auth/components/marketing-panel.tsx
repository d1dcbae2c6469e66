import { Banknote, Headphones, type LucideIcon, Trophy, Wallet } from 'lucide-react';
import styled from 'styled-components';

const FEATURES: readonly { icon: LucideIcon; title: string; text: string }[] = [
  { icon: Trophy, title: 'Funded Challenges', text: 'Prove your edge and trade with the firm’s capital.' },
  { icon: Wallet, title: 'Trading Accounts', text: 'Funded accounts from €10K up to €100K on MT5.' },
  { icon: Banknote, title: 'Fast Withdrawals', text: 'Weekly profit withdrawals with a 60% profit share.' },
  { icon: Headphones, title: '24/7 Support', text: 'Our team is ready whenever the markets are.' },
];

const FIGURES = [
  { value: '$50M+', label: 'Total Funded' },
  { value: '5,000+', label: 'Active Traders' },
] as const;

/** The sign-in screen's pitch: what the firm offers and its headline figures (docs/product-rules.md §1). */
export function MarketingPanel() {
  return (
    <Panel aria-labelledby="marketing-heading">
      <Heading id="marketing-heading">Trade with our capital. Keep the profits.</Heading>
      <Lead>Pass a funded challenge, trade a live account and withdraw your share every week.</Lead>
      <Features>
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <Feature key={title}>
            <IconBox aria-hidden="true">
              <Icon size={20} />
            </IconBox>
            <div>
              <FeatureTitle>{title}</FeatureTitle>
              <FeatureText>{text}</FeatureText>
            </div>
          </Feature>
        ))}
      </Features>
      <Figures>
        {FIGURES.map((figure) => (
          <Figure key={figure.label}>
            <strong>{figure.value}</strong> <span>{figure.label}</span>
          </Figure>
        ))}
      </Figures>
    </Panel>
  );
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  ${({ theme }) => theme.media.desktop} {
    font-size: ${({ theme }) => theme.fontSizes.xxxl};
  }
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
  max-width: 52ch;
`;

const Features = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Feature = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
`;

const IconBox = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.info};
`;

const FeatureTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const FeatureText = styled.p`
  margin-top: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Figures = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Figure = styled.li`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  & span { font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.textMuted}; }
  & strong {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
  }
`;
