import type { ListedEconomicEvent } from '@prop/contracts/calendar';
import { Badge } from '@prop/ui/badge';
import { VisuallyHidden, visuallyHiddenStyles } from '@prop/ui/visually-hidden';
import styled, { css } from 'styled-components';
import { formatEventTime, formatFigure, IMPORTANCE_VIEW } from '../utils/event-format.ts';

export type EventListProps = {
  events: readonly ListedEconomicEvent[];
  /** Names the list for assistive technology, e.g. "Today's events". */
  label: string;
  timeZone: string;
};

/**
 * Events with all eight fields. Wide, a row per event under column heads; narrow (a phone, or a
 * tablet with the sidebar open), each event stacks and labels its own figures.
 */
export function EventList({ events, label, timeZone }: EventListProps) {
  return (
    <Frame>
      <ColumnHeads aria-hidden="true">
        <span>Time</span>
        <span>Importance</span>
        <span>Country</span>
        <span>Currency</span>
        <span>Event</span>
        <FigureHeads>
          <span>Actual</span>
          <span>Forecast</span>
          <span>Previous</span>
        </FigureHeads>
      </ColumnHeads>
      <List aria-label={label}>
        {events.map((event) => {
          const importance = IMPORTANCE_VIEW[event.importance];
          return (
            <Item key={event.id}>
              <Time dateTime={event.time}>{formatEventTime(event.time, timeZone)}</Time>
              <Importance>
                <Badge tone={importance.tone}>
                  {importance.label}
                  <VisuallyHidden> importance</VisuallyHidden>
                </Badge>
              </Importance>
              <Country>{event.country}</Country>
              <Currency>{event.currency}</Currency>
              <Title>{event.title}</Title>
              <Figures>
                <Figure $actual>
                  <dt>Actual</dt>
                  <dd>{formatFigure(event.actual)}</dd>
                </Figure>
                <Figure>
                  <dt>Forecast</dt>
                  <dd>{formatFigure(event.forecast)}</dd>
                </Figure>
                <Figure>
                  <dt>Previous</dt>
                  <dd>{formatFigure(event.previous)}</dd>
                </Figure>
              </Figures>
            </Item>
          );
        })}
      </List>
    </Frame>
  );
}

/** Below this width of the list itself the rows stack. */
const WIDE = '@container (min-width: 720px)';
const NARROW = '@container (max-width: 719.98px)';

/**
 * The columns are wide enough for their uppercase heads ('IMPORTANCE', 'CURRENCY', 'FORECAST'), so
 * no head runs into the next one; at the narrowest wide layout (720 px) they still fit.
 */
const columns = css`
  display: grid;
  grid-template-columns: 56px 104px minmax(96px, 1fr) 88px minmax(0, 2.4fr) 264px;
  column-gap: ${({ theme }) => theme.space.md};
  align-items: center;
`;

const Frame = styled.div`
  container-type: inline-size;
`;

const ColumnHeads = styled.div`
  display: none;
  ${WIDE} {
    ${columns}
    padding: ${({ theme }) => `0 ${theme.space.md} ${theme.space.sm}`};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const FigureHeads = styled.span`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  text-align: right;
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  grid-template-columns: auto auto minmax(0, 1fr) auto;
  grid-template-areas:
    'time currency country importance'
    'title title title title'
    'figures figures figures figures';
  align-items: center;
  padding: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & + & { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
  &:hover { background: ${({ theme }) => theme.colors.surfaceHover}; }
  ${WIDE} {
    ${columns}
    grid-template-areas: 'time importance country currency title figures';
  }
`;

const Time = styled.time`
  grid-area: time;
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Importance = styled.span`
  grid-area: importance;
  justify-self: end;
  ${WIDE} { justify-self: start; }
`;

const Country = styled.span`
  grid-area: country;
  min-width: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Currency = styled.span`
  grid-area: currency;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Title = styled.span`
  grid-area: title;
  min-width: 0;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;
`;

const Figures = styled.dl`
  grid-area: figures;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  ${NARROW} {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

const Figure = styled.div<{ $actual?: boolean }>`
  min-width: 0;
  & dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
    ${({ $actual, theme }) => ($actual ? `font-weight: ${theme.fontWeights.semibold};` : '')}
  }
  ${WIDE} {
    text-align: right;
    & dt { ${visuallyHiddenStyles} }
  }
`;
