import { describe, expect, it } from 'vitest';
import {
  dayHeading,
  formatEventTime,
  formatFigure,
  IMPORTANCE_VIEW,
} from '../src/features/calendar/utils/event-format.ts';

describe('how a calendar event is written', () => {
  it("given an event time, then the 24-hour time of day in the reader's zone", () => {
    expect(formatEventTime('2030-03-08T13:30:00Z', 'UTC')).toBe('13:30');
    expect(formatEventTime('2030-03-08T13:30:00Z', 'Europe/Amsterdam')).toBe('14:30');
    expect(formatEventTime('2030-03-08T23:05:00Z', 'Europe/Amsterdam')).toBe('00:05');
  });

  it('given the importance, then High in red, Medium in orange, Low in grey', () => {
    expect(IMPORTANCE_VIEW).toEqual({
      HIGH: { label: 'High', tone: 'danger' },
      MEDIUM: { label: 'Medium', tone: 'warning' },
      LOW: { label: 'Low', tone: 'neutral' },
    });
  });

  it('given a figure or none, then the figure as the feed wrote it, or a dash', () => {
    expect(formatFigure('-0.4%')).toBe('-0.4%');
    expect(formatFigure(null)).toBe('—');
  });

  it('given a day, then tomorrow is named as such and later days by weekday and date', () => {
    expect(dayHeading('2030-03-13', '2030-03-12')).toBe('Tomorrow · Wednesday 13 March');
    expect(dayHeading('2030-03-15', '2030-03-12')).toBe('Friday 15 March');
    expect(dayHeading('2030-03-12', '2030-03-12')).toBe('Tuesday 12 March');
  });
});
