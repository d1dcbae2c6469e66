import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from '../src/domain/cursor.ts';

describe('the audit log page cursor', () => {
  it('reads back the time and id it was made of', () => {
    const cursor = { at: new Date('2026-11-21T09:30:00.123Z'), id: '0b6c3f2e-8d7a-4c1e-9f50-2a4b6c8d0e1f' };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
  });

  it('refuses anything it did not write', () => {
    for (const text of ['', 'garbage', Buffer.from('2026-11-21T09:30:00.123Z|not-a-uuid').toString('base64url')]) {
      expect(decodeCursor(text)).toBeNull();
    }
    const badTime = Buffer.from('yesterday|0b6c3f2e-8d7a-4c1e-9f50-2a4b6c8d0e1f').toString('base64url');
    expect(decodeCursor(badTime)).toBeNull();
  });
});
