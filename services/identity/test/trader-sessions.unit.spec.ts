import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { publicSessionId, sessionOriginOf, toTraderSession } from '../src/domain/trader-sessions.ts';
import { exportFileName } from '../src/domain/user-export.ts';

const session = {
  id: 'h3Q1qZ0o6r3Jm2mZl8cV0o2gXW1bmlY9C9bVfO5r7Ks',
  userId: '5d6b7f0a-2f55-4b8e-9a53-111111111111',
  role: 'trader' as const,
  remember: false,
  createdAt: Date.UTC(2025, 0, 2, 9, 0),
  expiresAt: Date.UTC(2025, 0, 2, 21, 0),
  idleMs: 7_200_000,
  lastSeenAt: Date.UTC(2025, 0, 2, 10, 30),
  device: 'Chrome on Linux',
  address: '203.0.113.7',
};

describe('a session as the trader sees it', () => {
  it('goes by a short hash of its id, never the id the cookie proves', () => {
    const id = publicSessionId(session.id);
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(id).toBe(createHash('sha256').update(session.id).digest('hex').slice(0, 16));
    expect(id).not.toBe(publicSessionId(`${session.id}x`));
  });

  it('is marked current only for the session making the request', () => {
    expect(toTraderSession(session, session.id)).toEqual({
      id: publicSessionId(session.id),
      current: true,
      device: 'Chrome on Linux',
      address: '203.0.113.7',
      createdAt: '2025-01-02T09:00:00.000Z',
      lastSeenAt: '2025-01-02T10:30:00.000Z',
    });
    expect(toTraderSession(session, 'another-session').current).toBe(false);
  });

  it('records the device name and the address the gateway vouched for', () => {
    const userAgent = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0';
    expect(sessionOriginOf({ userAgent, address: null })).toEqual({ device: 'Firefox on Windows', address: null });
  });
});

describe('the data export file', () => {
  it('is named for its UTC date', () => {
    expect(exportFileName(new Date('2025-03-31T23:30:00-02:00'))).toBe('my-data-2025-04-01.json');
  });
});
