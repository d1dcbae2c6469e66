import { describe, expect, it } from 'vitest';
import { timeLeft } from '../src/features/view-as/components/view-as-banner.tsx';

describe("the view-as banner's time left", () => {
  const end = '2026-11-28T12:30:00.000Z';
  const at = (iso: string) => Date.parse(iso);

  it('counts whole minutes up, so the last seconds still read as a minute', () => {
    expect(timeLeft(end, at('2026-11-28T12:00:00.000Z'))).toBe('30 min left');
    expect(timeLeft(end, at('2026-11-28T12:29:30.000Z'))).toBe('1 min left');
  });

  it('says the view is ending once its time is up', () => {
    expect(timeLeft(end, at('2026-11-28T12:30:00.000Z'))).toBe('ending');
    expect(timeLeft(end, at('2026-11-28T13:00:00.000Z'))).toBe('ending');
  });
});
