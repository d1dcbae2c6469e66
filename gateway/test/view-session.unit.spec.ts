import { describe, expect, it } from 'vitest';
import { VIEW_AS_MESSAGES } from '@prop/contracts/view-as';
import { viewSessionRefusal } from '../src/auth/view-session.ts';
import { API_ROUTES } from '../src/routes/route-table.ts';

const trader = { userId: 't-1', role: 'trader' as const, sessionId: 's-1' };
const view = { ...trader, viewerId: 'a-1' };
const key = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

describe('what a view session ("view as trader") may call', () => {
  it('refuses every write of every route, trader and public, but ending the view', () => {
    const writes = API_ROUTES.filter((route) => route.method !== 'GET' && !route.path.startsWith('/api/admin/'));
    expect(writes.length).toBeGreaterThan(10);
    for (const route of writes) {
      const expected = key(route) === 'POST /api/view-as/end' ? null : VIEW_AS_MESSAGES.readOnly;
      expect(viewSessionRefusal(route, view), key(route)).toBe(expected);
    }
  });

  it('lets the trader area be read, but not the data export meant for the trader alone', () => {
    for (const route of API_ROUTES.filter((each) => each.method === 'GET' && each.access === 'trader')) {
      const expected = route.path === '/api/user/export' ? VIEW_AS_MESSAGES.secretRefused : null;
      expect(viewSessionRefusal(route, view), key(route)).toBe(expected);
    }
  });

  it('never refuses a trader their own session, nor a caller without one', () => {
    for (const route of API_ROUTES) {
      expect(viewSessionRefusal(route, trader), key(route)).toBeNull();
      expect(viewSessionRefusal(route, null), key(route)).toBeNull();
    }
  });
});
