import type { Statistics } from '@prop/contracts/trading';
import { ChartNoAxesColumn } from 'lucide-react';
import styled from 'styled-components';
import { EmptyState } from '../empty-state.tsx';
import { Tooltip } from '../tooltip.tsx';
import { JournalCard, type JournalHeading, type JournalLoad } from './journal-card.tsx';
import { Amount } from './signed-amount.tsx';
import { type StatisticFigure, statisticFigures } from './statistics-figures.ts';

export interface StatisticsGridProps {
  statistics: Statistics | undefined;
  currency: string;
  load: JournalLoad;
  titleAs?: JournalHeading;
}

/**
 * The journal's figures, each a group named by its label. The label is a button only so that its
 * one-line explanation opens on keyboard focus as well as on hover.
 */
export function StatisticsGrid({ statistics, currency, load, titleAs }: StatisticsGridProps) {
  return (
    <JournalCard title="Statistics" description="Computed from the closed trades" titleAs={titleAs} load={load}>
      {statistics && statistics.trades > 0 ? (
        <Grid>
          {statisticFigures(statistics, currency).map((figure) => (
            <Figure key={figure.label} figure={figure} />
          ))}
        </Grid>
      ) : (
        <EmptyState
          icon={<ChartNoAxesColumn size={28} />}
          title="No closed trades yet"
          description="The statistics appear once the first trade has closed."
        />
      )}
    </JournalCard>
  );
}

function Figure({ figure }: { figure: StatisticFigure }) {
  return (
    <Box role="group" aria-label={figure.label}>
      <Tooltip content={figure.explanation}>
        <Term type="button">{figure.label}</Term>
      </Tooltip>
      <Value>{figure.direction ? <Amount $direction={figure.direction}>{figure.value}</Amount> : figure.value}</Value>
      {figure.detail ? <Detail>{figure.detail}</Detail> : null}
    </Box>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 140px), 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/** Reads as a label; the dotted underline says it explains itself. */
const Term = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: left;
  text-decoration: underline dotted;
  text-underline-offset: 3px;
  cursor: help;
`;

const Value = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

const Detail = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
