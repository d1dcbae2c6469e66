import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@prop/ui/card';
import { LoadError } from '@prop/ui/load-error';
import { LoadingBlock } from '@prop/ui/spinner';
import { StackedList } from '@prop/ui/stacked-list';
import { buttonStyles, type ButtonStyleProps } from '@prop/ui/button';
import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useObjectives } from '../api/get-objectives.ts';
import { paths } from '../../../config/paths.ts';
import { offersRetake } from '../utils/retake.ts';
import { ObjectiveRow } from './objective-row.tsx';

export type TradingObjectivesCardProps = {
  /** The account's currency, which a profit still to make is shown in. */
  currency: string;
};

/**
 * Every rule of the account's pack with its live figures, from GET /api/account/objectives; the
 * dashboard's socket keeps them current. Hidden when the trader has no account the server judges.
 */
export function TradingObjectivesCard({ currency }: TradingObjectivesCardProps) {
  const { data, error, isLoading, mutate } = useObjectives();
  const reread = useCallback(() => void mutate(), [mutate]);
  if (data === null) return null;
  return (
    <Card aria-label="Trading Objectives">
      <CardHeader>
        <div>
          <CardTitle>Trading Objectives</CardTitle>
          {data ? (
            <CardDescription>
              {data.program.name} · {data.phase.name}
            </CardDescription>
          ) : null}
        </div>
      </CardHeader>
      <CardContent>
        {isLoading ? <LoadingBlock label="Loading..." /> : null}
        {error && !data ? (
          <LoadError
            title="Your trading objectives could not be loaded"
            description="Please try again later."
            onRetry={reread}
          />
        ) : null}
        {data && data.objectives.length === 0 ? <Muted>This phase has no objectives.</Muted> : null}
        {data?.objectives.length ? (
          <StackedList aria-label="Objectives">
            {data.objectives.map((objective) => (
              <ObjectiveRow key={objective.rule} objective={objective} currency={currency} onReset={reread} />
            ))}
          </StackedList>
        ) : null}
        {data && offersRetake(data) ? (
          <Retake>
            <Muted>This account broke a hard rule. You can start the {data.program.name} again.</Muted>
            <RetakeLink to={paths.purchase.getHref(data.program.id)} $size="sm">
              Retake the {data.program.name}
            </RetakeLink>
          </Retake>
        ) : null}
      </CardContent>
    </Card>
  );
}

const Retake = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

const RetakeLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

const Muted = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
