import { moneyOf, moneyText } from '@prop/contracts/money';
import type { DailyResult } from '@prop/contracts/trading';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import styled from 'styled-components';
import { IconButton } from '../button.tsx';
import { StackedItem, StackedList, StackedMeta, StackedRow } from '../stacked-list.tsx';
import { useIsMobile } from '../use-is-mobile.tsx';
import { VisuallyHidden } from '../visually-hidden.tsx';
import { dayName, dayShortName, datesOf, leadingBlanks, monthName, shiftMonth, WEEKDAYS } from './calendar-month.ts';
import { JournalCard, type JournalHeading, type JournalLoad, Loaded } from './journal-card.tsx';
import { type Direction, directionOf, formatLots, formatSignedMoney, plural } from './journal-format.ts';
import { SignedAmount } from './signed-amount.tsx';

export interface DailyCalendarProps {
  /** 'YYYY-MM'. */
  month: string;
  /** The month's days with a closed trade. */
  days: DailyResult[] | undefined;
  currency: string;
  /** 'YYYY-MM-DD', marked as the current date. */
  today: string;
  onMonthChange: (month: string) => void;
  load: JournalLoad;
  titleAs?: JournalHeading;
}

/** A month of daily results: each day's net result, trades and lots; a list of the trading days on a phone. */
export function DailyCalendar({ month, days, currency, today, onMonthChange, load, titleAs }: DailyCalendarProps) {
  const isMobile = useIsMobile();
  const byDate = new Map((days ?? []).map((day) => [day.date, day]));
  const name = monthName(month);
  return (
    <JournalCard
      title="Daily Results"
      description="Net result of the trades closed each day"
      titleAs={titleAs}
      actions={
        <MonthNav>
          <IconButton
            variant="secondary"
            size="sm"
            aria-label="Previous month"
            onClick={() => onMonthChange(shiftMonth(month, -1))}
          >
            <ChevronLeft size={16} aria-hidden="true" />
          </IconButton>
          <MonthName aria-live="polite">{name}</MonthName>
          <IconButton
            variant="secondary"
            size="sm"
            aria-label="Next month"
            onClick={() => onMonthChange(shiftMonth(month, 1))}
          >
            <ChevronRight size={16} aria-hidden="true" />
          </IconButton>
        </MonthNav>
      }
    >
      <Loaded load={load} what="daily results">
        <Body>
          <Summary>{summaryOf(days ?? [], name, currency)}</Summary>
          {isMobile ? (
            days?.length ? (
              <StackedList aria-label={`Trading days of ${name}`}>
                {days.map((day) => (
                  <TradingDay key={day.date} aria-current={day.date === today ? 'date' : undefined}>
                    <StackedRow>
                      <strong>{dayShortName(day.date)}</strong>
                      <SignedAmount amount={day.profit} currency={currency} />
                    </StackedRow>
                    <StackedMeta>
                      {plural(day.trades, 'trade')} · {formatLots(day.lots)} lots
                    </StackedMeta>
                  </TradingDay>
                ))}
              </StackedList>
            ) : null
          ) : (
            <div>
              <Weekdays aria-hidden="true">
                {WEEKDAYS.map((weekday) => (
                  <span key={weekday}>{weekday}</span>
                ))}
              </Weekdays>
              <Days aria-label={`Days of ${name}`}>
                {datesOf(month).map((date, index) => {
                  const day = byDate.get(date);
                  return (
                    <Day
                      key={date}
                      $direction={day ? directionOf(day.profit) : null}
                      $start={index === 0 ? leadingBlanks(month) + 1 : undefined}
                      aria-current={date === today ? 'date' : undefined}
                    >
                      <DayNumber aria-hidden="true">{Number(date.slice(8))}</DayNumber>
                      <VisuallyHidden>{dayName(date)}</VisuallyHidden>
                      {day ? (
                        <>
                          <SignedAmount amount={day.profit} currency={currency} />
                          <Small>{plural(day.trades, 'trade')}</Small>
                          <Small>{formatLots(day.lots)} lots</Small>
                        </>
                      ) : null}
                    </Day>
                  );
                })}
              </Days>
            </div>
          )}
        </Body>
      </Loaded>
    </JournalCard>
  );
}

function summaryOf(days: DailyResult[], name: string, currency: string): string {
  if (days.length === 0) return `No trades closed in ${name}.`;
  const net = moneyText(days.reduce((sum, day) => sum + moneyOf(day.profit), 0n));
  const trades = days.reduce((sum, day) => sum + day.trades, 0);
  return `${name}: ${formatSignedMoney(net, currency)} from ${plural(trades, 'trade')} on ${plural(days.length, 'day')}.`;
}

const MonthNav = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const MonthName = styled.p`
  min-width: 120px;
  text-align: center;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Summary = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const sevenColumns = `
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
`;

const Weekdays = styled.div`
  ${sevenColumns}
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const Days = styled.ol`
  ${sevenColumns}
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Day = styled.li<{ $direction: Direction | null; $start: number | undefined }>`
  grid-column-start: ${({ $start }) => $start ?? 'auto'};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  min-height: 88px;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  background: ${({ theme, $direction }) =>
    $direction === 'gain' ? theme.colors.successSoft : $direction === 'loss' ? theme.colors.dangerSoft : 'transparent'};
  &[aria-current='date'] {
    border: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

const TradingDay = styled(StackedItem)`
  &[aria-current='date'] {
    border: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

const DayNumber = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Small = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
