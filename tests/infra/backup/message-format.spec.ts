import { describe, expect, it } from 'vitest';
import {
  decodeMessage,
  encodeMessage,
  headerPairs,
  importHeaders,
  subjectMatches,
} from '../../../scripts/backup/message-format.mjs';

describe('stream messages in a backup file', () => {
  it('keeps sequence, time, subject, headers and any bytes of the payload', () => {
    const message = {
      seq: 42,
      time: '2026-11-25T06:00:00.000Z',
      subject: 'billing.purchase.approved',
      headers: [['Nats-Msg-Id', ['0c6f…']]],
      data: new Uint8Array([0, 255, 10, 123, 34]),
    };
    const line = encodeMessage(message);
    expect(line).not.toContain('\n');
    expect(decodeMessage(line)).toEqual(message);
  });

  it('refuses a line that is no message', () => {
    expect(() => decodeMessage('{"subject":"a"}')).toThrow(/not a stream message/);
  });

  it("lists a message's headers with every value", () => {
    const values = new Map([
      ['Nats-Msg-Id', ['e1']],
      ['X-Many', ['a', 'b']],
    ]);
    const headers = { keys: () => [...values.keys()], values: (name: string) => values.get(name) ?? [] };
    expect(headerPairs(headers)).toEqual([
      ['Nats-Msg-Id', ['e1']],
      ['X-Many', ['a', 'b']],
    ]);
    expect(headerPairs(undefined)).toEqual([]);
  });

  it("publishes an event id once: a second message under it goes in without it, so the stream's de-duplication keeps it", () => {
    const seen = new Set<string>();
    const first = [
      ['Nats-Msg-Id', ['e1']],
      ['X-Other', ['v']],
    ];
    expect(importHeaders(first, seen)).toEqual(first);
    expect(importHeaders(first, seen)).toEqual([['X-Other', ['v']]]);
    expect(importHeaders([['Nats-Msg-Id', ['e2']]], seen)).toEqual([['Nats-Msg-Id', ['e2']]]);
    expect(importHeaders([], seen)).toEqual([]);
  });

  it('matches subjects as NATS filters do', () => {
    expect(subjectMatches('billing.purchase.approved', 'billing.purchase.approved')).toBe(true);
    expect(subjectMatches('billing.purchase.>', 'billing.purchase.approved')).toBe(true);
    expect(subjectMatches('billing.>', 'billing')).toBe(false);
    expect(subjectMatches('billing.*.approved', 'billing.purchase.approved')).toBe(true);
    expect(subjectMatches('billing.*', 'billing.purchase.approved')).toBe(false);
    expect(subjectMatches('billing.purchase', 'billing.purchase.approved')).toBe(false);
    expect(subjectMatches('', 'anything.at.all')).toBe(true);
  });
});
