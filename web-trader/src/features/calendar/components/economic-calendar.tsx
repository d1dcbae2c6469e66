import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@prop/ui/card';
import { EmptyState } from '@prop/ui/empty-state';
import { LoadError } from '@prop/ui/load-error';
import { LoadingBlock } from '@prop/ui/spinner';
import { errorText } from '@prop/web-client/api-fetch';
import { useId } from 'react';
import styled from 'styled-components';
import { useEconomicEvents } from '../api/get-economic-events.ts';
import { eventDays } from '../utils/event-days.ts';
import { dayHeading } from '../utils/event-format.ts';
import { EventList } from './event-list.tsx';
import { SampleDataNotice } from './sample-data-notice.tsx';

const eventCount = (count: number) => `${count} ${count === 1 ? 'event' : 'events'}`;

/** Today's events, then the upcoming days, in the reader's time zone; re-read every 60 s. */
export function EconomicCalendar() {
  const { data: events, error, isLoading, mutate } = useEconomicEvents();
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const todayId = useId();
  const upcomingId = useId();

  if (!events) {
    return (
      <Card>
        {isLoading || !error ? (
          <LoadingBlock label="Loading events..." />
        ) : (
          <LoadError
            title="The calendar could not be loaded"
            description={errorText(error, 'Failed to load economic events')}
            onRetry={() => void mutate()}
          />
        )}
      </Card>
    );
  }

  const { today, upcoming } = eventDays(events, new Date(), timeZone);
  return (
    <>
      {events.some((event) => event.sample) ? <SampleDataNotice /> : null}
      <Card aria-labelledby={todayId}>
        <CardHeader>
          <div>
            <CardTitle id={todayId}>Today's Events</CardTitle>
            <CardDescription>
              {dayHeading(today.date, today.date)} · {eventCount(today.events.length)} · times in {timeZone}
            </CardDescription>
          </div>
        </CardHeader>
        <CardContent>
          {today.events.length ? (
            <EventList events={today.events} label="Today's events" timeZone={timeZone} />
          ) : (
            <EmptyState
              title="No events today"
              description="Nothing market-moving is scheduled for the rest of today."
            />
          )}
        </CardContent>
      </Card>
      <Card aria-labelledby={upcomingId}>
        <CardHeader>
          <div>
            <CardTitle id={upcomingId}>Upcoming Events</CardTitle>
            <CardDescription>The days ahead, as far as the calendar is published</CardDescription>
          </div>
        </CardHeader>
        <CardContent>
          {upcoming.length ? (
            <Days>
              {upcoming.map((day) => {
                const heading = dayHeading(day.date, today.date);
                return (
                  <section key={day.date} aria-label={heading}>
                    <DayHeading>
                      {heading} <DayCount>· {eventCount(day.events.length)}</DayCount>
                    </DayHeading>
                    <EventList events={day.events} label={`Events on ${heading}`} timeZone={timeZone} />
                  </section>
                );
              })}
            </Days>
          ) : (
            <EmptyState title="No upcoming events" description="The next week's calendar has not been published yet." />
          )}
        </CardContent>
      </Card>
    </>
  );
}

const Days = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

const DayHeading = styled.h3`
  margin-bottom: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const DayCount = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.textMuted};
`;
