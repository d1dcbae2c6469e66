import type { Objective, ObjectiveStatus } from '@prop/contracts/rule-pack';
import { RULE_TITLES } from '@prop/contracts/rule-words';
import { Badge } from '@prop/ui/badge';
import { StackedItem, StackedMeta, StackedRow } from '@prop/ui/stacked-list';
import styled from 'styled-components';
import { progressShare } from '../utils/objective-progress.ts';
import { objectiveValueText, STATUS_VIEW, toGoText } from '../utils/objective-text.ts';
import { DailyReset } from './daily-reset.tsx';

export type ObjectiveRowProps = {
  objective: Objective;
  /** The account's currency, which a profit still to make is in. */
  currency: string;
  /** The daily reset was reached: the objectives are read again. */
  onReset: () => void;
};

/** One rule of the account's pack: its name, status, figures, progress and what is left to do. */
export function ObjectiveRow({ objective, currency, onReset }: ObjectiveRowProps) {
  const name = RULE_TITLES[objective.rule];
  const status = STATUS_VIEW[objective.status];
  const valueText = objectiveValueText(objective);
  const share = progressShare(objective);
  return (
    <StackedItem aria-label={name}>
      <StackedRow>
        <Name>{name}</Name>
        <Badge tone={status.tone}>{status.text}</Badge>
      </StackedRow>
      <Value>{valueText}</Value>
      {share === null ? null : (
        <Track
          role="progressbar"
          aria-label={objective.kind === 'target' ? `${name} reached` : `${name} used`}
          aria-valuemin={0}
          aria-valuemax={objective.limit}
          aria-valuenow={Math.min(objective.limit, Math.max(0, objective.current))}
          aria-valuetext={valueText}
        >
          <Fill $color={fillColor(objective)} style={{ width: `${share * 100}%` }} />
        </Track>
      )}
      {objective.toGo && objective.status !== 'met' ? (
        <StackedMeta>{toGoText(objective.toGo, currency)}</StackedMeta>
      ) : null}
      {objective.resetsAt ? (
        // A new reset instant starts a new countdown from the current time.
        <DailyReset key={objective.resetsAt} resetsAt={objective.resetsAt} onReached={onReset} />
      ) : null}
    </StackedItem>
  );
}

type FillColor = 'success' | 'info' | 'warning' | 'danger';

/** A target fills in blue until met; a limit is green until it warns. */
function fillColor({ kind, status }: { kind: Objective['kind']; status: ObjectiveStatus }): FillColor {
  if (status === 'breached' || status === 'violated') return 'danger';
  if (status === 'warning') return 'warning';
  if (status === 'ok' && kind === 'target') return 'info';
  return 'success';
}

const Name = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Value = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

const Track = styled.div`
  align-self: stretch;
  margin-top: ${({ theme }) => theme.space.xs};
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const Fill = styled.div<{ $color: FillColor }>`
  height: 100%;
  background: ${({ theme, $color }) => theme.colors[$color]};
  transition: width ${({ theme }) => theme.transitions.normal};
`;
