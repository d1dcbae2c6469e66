import { describe, expect, it } from 'vitest';
import { isCurrent, TRADER_NAV } from '../src/components/layouts/trader-nav.ts';

const current = (pathname: string) => TRADER_NAV.filter((entry) => isCurrent(entry, pathname)).map((e) => e.label);

describe('trader sidebar', () => {
  it('lists the spec entries in order', () => {
    expect(TRADER_NAV.map((entry) => entry.href)).toEqual([
      '/dashboard',
      '/trading-journal',
      '/purchase',
      '/economic-calendar',
      '/education',
      '/help-desk',
      // issue 23
      '/affiliate',
      '/settings',
    ]);
  });

  it.each([
    ['/', 'Dashboard'],
    ['/dashboard', 'Dashboard'],
    ['/dashboard/', 'Dashboard'],
    ['/trading-journal', 'Trading Journal'],
    ['/purchase', 'Buy Account'],
    ['/education', 'Trading Education'],
    ['/settings', 'Settings'],
  ])('given the path %s, then %s is the current entry', (pathname, label) => {
    expect(current(pathname)).toEqual([label]);
  });

  it('given an unknown path, then no entry is current', () => {
    expect(current('/nowhere')).toEqual([]);
  });
});
