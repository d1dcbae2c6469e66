import type { TradingAccount } from '@prop/contracts/account';
import { DRAWDOWN } from '@prop/contracts/constants';
import { Badge } from '@prop/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@prop/ui/card';
import { CircleAlert, OctagonAlert, ShieldCheck, TrendingUp } from 'lucide-react';
import { useEffect } from 'react';
import styled, { type DefaultTheme } from 'styled-components';
import { reportBreachOnce } from '../api/check-breach.ts';
import { drawdownState, LEVEL_VIEW } from './drawdown-level.ts';

export type DrawdownMonitorProps = {
  account: TradingAccount;
  /** The equity the drawdown is measured on (MT5's when known). */
  equity: number;
  initialDeposit: number;
  userId: string;
};

const ICONS = {
  profitable: TrendingUp,
  safe: ShieldCheck,
  warning: CircleAlert,
  danger: CircleAlert,
  breach: OctagonAlert,
} as const;

/**
 * Drawdown of the equity below the initial deposit, as a percentage of it (docs/product-rules.md §4):
 * safe up to 2%, warning above 2%, danger above 4%, breach at 5% or more, which fires the breach check once.
 */
export function DrawdownMonitor({ account, equity, initialDeposit, userId }: DrawdownMonitorProps) {
  const state = drawdownState(initialDeposit, equity);
  const view = LEVEL_VIEW[state.level];
  const Icon = ICONS[state.level];
  const breached = state.level === 'breach';

  useEffect(() => {
    if (!breached) return;
    reportBreachOnce({
      userId,
      accountId: account.id,
      breachPercentage: Math.round(state.percent * 100) / 100,
      initialDeposit,
      currentEquity: equity,
      mt5AccountId: account.mt5AccountId ?? '',
    });
  }, [breached, userId, account.id, account.mt5AccountId, state.percent, initialDeposit, equity]);

  const percentText = `${state.percent.toFixed(2)}%`;
  const maxText = `${DRAWDOWN.maxPercent.toFixed(2)}%`;
  return (
    <Card aria-label="Drawdown Monitor">
      <CardHeader>
        <div>
          <CardTitle>Drawdown Monitor</CardTitle>
          <CardDescription>Real-time monitoring and breach alerts</CardDescription>
        </div>
        {breached ? null : (
          <Badge tone={view.tone}>
            <Icon size={14} aria-hidden="true" />
            {view.text}
          </Badge>
        )}
      </CardHeader>
      <CardContent>
        {breached ? (
          <Alert role="alert">
            <OctagonAlert size={20} aria-hidden="true" />
            <div>
              <strong>{view.text}</strong>
              <p>
                Your equity fell {percentText} below the initial deposit, reaching the {maxText} maximum drawdown.
              </p>
            </div>
          </Alert>
        ) : null}
        <Row>
          <span>Current drawdown</span>
          <Figure $level={state.level}>{percentText}</Figure>
        </Row>
        <Track
          role="progressbar"
          aria-label="Drawdown toward the maximum"
          aria-valuemin={0}
          aria-valuemax={DRAWDOWN.maxPercent}
          aria-valuenow={Math.min(DRAWDOWN.maxPercent, Number(state.percent.toFixed(2)))}
          aria-valuetext={`${percentText} of ${maxText} maximum drawdown`}
        >
          <Fill $level={state.level} style={{ width: `${state.progress}%` }} />
        </Track>
        <Scale>
          <span>0.00%</span>
          <span>Max {maxText}</span>
        </Scale>
        <Status aria-live="polite">
          {state.level === 'profitable'
            ? view.text
            : breached
              ? 'Status: Breach'
              : `Status: ${view.text} (warning above ${DRAWDOWN.warningAbovePercent}%, danger above ${DRAWDOWN.dangerAbovePercent}%)`}
        </Status>
      </CardContent>
    </Card>
  );
}

type Level = keyof typeof ICONS;

function levelColor(theme: DefaultTheme, level: Level): string {
  if (level === 'breach' || level === 'danger') return theme.colors.danger;
  if (level === 'warning') return theme.colors.warning;
  return theme.colors.success;
}

const Alert = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  & svg { flex-shrink: 0; margin-top: 2px; }
  & strong { display: block; font-weight: ${({ theme }) => theme.fontWeights.bold}; }
  & p { margin-top: ${({ theme }) => theme.space.xs}; font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.text}; }
`;

const Row = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Figure = styled.span<{ $level: Level }>`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $level }) => levelColor(theme, $level)};
`;

const Track = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
  height: 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const Fill = styled.div<{ $level: Level }>`
  height: 100%;
  background: ${({ theme, $level }) => levelColor(theme, $level)};
  transition: width ${({ theme }) => theme.transitions.normal};
`;

const Scale = styled.div`
  display: flex;
  justify-content: space-between;
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Status = styled.p`
  margin-top: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
