import { describe, expect, it } from 'vitest';
import {
  emailsInReport,
  importOutcomes,
  importProblems,
  importState,
  reportReason,
} from '../src/domain/import-result.ts';

describe("a Brevo import's result", () => {
  it("reads Brevo's process statuses as running, completed or failed", () => {
    expect(['queued', 'in_process', 'processing'].map(importState)).toEqual(['running', 'running', 'running']);
    expect(importState('completed')).toBe('completed');
    expect(['failed', 'cancelled'].map(importState)).toEqual(['failed', 'failed']);
  });

  it('tells problems that link to a report from those Brevo only counts', () => {
    const process = {
      id: 3,
      status: 'completed',
      info: {
        import: {
          invalid_emails: 'https://reports.example/3/invalid.csv',
          duplicate_ext_id: 2,
          duplicate_email_id: null,
          duplicate_phone_id: 0,
        },
      },
    };
    expect(importProblems(process)).toEqual({
      reports: [{ problem: 'invalid_emails', url: 'https://reports.example/3/invalid.csv' }],
      unnamed: { duplicate_ext_id: 2 },
    });
    expect(importProblems({ id: 4, status: 'completed' })).toEqual({ reports: [], unnamed: {} });
  });

  it('finds the email addresses in a report, whatever its columns, quotes and separator', () => {
    expect(emailsInReport('EMAIL;FIRSTNAME\r\nAda@Example.com;Ada\n"bob@example.com",Bob\n\nno-email;x')).toEqual([
      'ada@example.com',
      'bob@example.com',
    ]);
  });

  it('counts every user synced but those a report names, with its reason', () => {
    const users = [
      { user_id: 'u1', email: 'Ada@example.com' },
      { user_id: 'u2', email: 'bob@example.com' },
    ];
    const rejected = new Map([['ada@example.com', reportReason('invalid_emails')]]);
    expect(importOutcomes(users, rejected)).toEqual({
      synced: ['u2'],
      failed: [{ userId: 'u1', error: 'Brevo did not import it: invalid emails' }],
    });
  });
});
