import { describe, expect, it } from 'vitest';
import {
  ASSIGNEES,
  CONTACT_METHODS,
  newTicketSchema,
  supportTicketSchema,
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  ticketEditSchema,
  ticketReplySchema,
} from '../src/support.ts';
import { issuesOf, rejectedPaths, USER_ID, without } from './issues.ts';

describe('newTicketSchema', () => {
  const valid = {
    subject: 'Login issue',
    category: 'account',
    priority: 'high',
    message: 'I cannot sign in since this morning.',
    contact_method: 'email',
  };

  it('given a complete ticket, when submitting it, then it passes unchanged', () => {
    expect(newTicketSchema.parse(valid)).toEqual(valid);
  });

  it.each([
    ['subject', 'Subject must be at least 5 characters'],
    ['category', 'Please select a category'],
    ['priority', 'Please select a priority level'],
    ['message', 'Message must be at least 20 characters'],
    ['contact_method', 'Please select a contact method'],
  ] as const)('given no %s, when submitting a ticket, then it fails with "%s"', (field, message) => {
    expect(issuesOf(newTicketSchema, without(valid, field))).toEqual({ [field]: [message] });
    expect(issuesOf(newTicketSchema, { ...valid, [field]: '' })).toEqual({ [field]: [message] });
    expect(issuesOf(newTicketSchema, { ...valid, [field]: 42 })).toEqual({ [field]: [message] });
  });

  it.each([
    ['a subject of 4 characters', { subject: 'Help' }, 'subject', 'Subject must be at least 5 characters'],
    ['a subject padded to 5 with spaces', { subject: '  Help  ' }, 'subject', 'Subject must be at least 5 characters'],
    ['a message of 19 characters', { message: 'a'.repeat(19) }, 'message', 'Message must be at least 20 characters'],
    [
      'a message padded to 20 with spaces',
      { message: ` ${'a'.repeat(19)} ` },
      'message',
      'Message must be at least 20 characters',
    ],
    ['an unknown category', { category: 'billing' }, 'category', 'Please select a category'],
    ['a category label instead of its value', { category: 'Account Issues' }, 'category', 'Please select a category'],
    ['an unknown priority', { priority: 'urgent' }, 'priority', 'Please select a priority level'],
    ['an upper-case priority', { priority: 'HIGH' }, 'priority', 'Please select a priority level'],
    ['an unknown contact method', { contact_method: 'sms' }, 'contact_method', 'Please select a contact method'],
  ])('given $0, when submitting a ticket, then $2 fails with $3', (_case, overrides, path, message) => {
    expect(issuesOf(newTicketSchema, { ...valid, ...overrides })).toEqual({ [path]: [message] });
  });

  it('given a subject of exactly 5 and a message of exactly 20 characters, when submitting, then it passes', () => {
    expect(issuesOf(newTicketSchema, { ...valid, subject: 'Hello', message: 'a'.repeat(20) })).toEqual({});
  });

  it.each(['account', 'trading', 'payments', 'technical', 'verification', 'general'])(
    'given the category %s, when submitting a ticket, then it passes',
    (category) => {
      expect(issuesOf(newTicketSchema, { ...valid, category })).toEqual({});
    },
  );

  it.each(['high', 'medium', 'low'])('given the priority %s, when submitting a ticket, then it passes', (priority) => {
    expect(issuesOf(newTicketSchema, { ...valid, priority })).toEqual({});
  });

  it.each(['email', 'phone', 'dashboard'])(
    'given the contact method %s, when submitting a ticket, then it passes',
    (contactMethod) => {
      expect(issuesOf(newTicketSchema, { ...valid, contact_method: contactMethod })).toEqual({});
    },
  );

  it('given a subject and message with surrounding spaces, when submitting, then they are trimmed', () => {
    const output = newTicketSchema.parse({ ...valid, subject: '  Login issue ', message: ` ${valid.message}  ` });
    expect(output.subject).toBe('Login issue');
    expect(output.message).toBe(valid.message);
  });

  it('given the options, when listing them, then values and labels are those of docs/product-rules.md §3', () => {
    expect(TICKET_CATEGORIES).toEqual([
      { value: 'account', label: 'Account Issues' },
      { value: 'trading', label: 'Trading Problems' },
      { value: 'payments', label: 'Payments & Billing' },
      { value: 'technical', label: 'Technical Support' },
      { value: 'verification', label: 'KYC Verification' },
      { value: 'general', label: 'General Questions' },
    ]);
    expect(TICKET_PRIORITIES).toEqual([
      { value: 'high', label: 'High - Urgent' },
      { value: 'medium', label: 'Medium - Normal' },
      { value: 'low', label: 'Low - General' },
    ]);
    expect(CONTACT_METHODS.map((option) => option.value)).toEqual(['email', 'phone', 'dashboard']);
    expect(CONTACT_METHODS.find((option) => option.value === 'phone')?.label).toBe('Phone Call');
    expect(CONTACT_METHODS.find((option) => option.value === 'dashboard')?.label).toBe('Dashboard Message');
    expect(TICKET_STATUSES).toEqual(['open', 'in_progress', 'resolved', 'closed']);
    expect(ASSIGNEES).toEqual(['Admin Team', 'Support Team', 'Technical Team']);
  });
});

describe('ticketReplySchema', () => {
  it.each([
    ['a reply of 4 characters', { message: 'Okay' }],
    ['a reply padded to 5 with spaces', { message: '  ok  ' }],
    ['an empty reply', { message: '' }],
    ['no reply', {}],
    ['a reply of the wrong type', { message: 12345 }],
  ])('given %s, when replying, then it fails with "Reply must be at least 5 characters"', (_case, input) => {
    expect(issuesOf(ticketReplySchema, input)).toEqual({ message: ['Reply must be at least 5 characters'] });
  });

  it('given a reply of exactly 5 characters, when replying, then it passes', () => {
    expect(ticketReplySchema.parse({ message: 'Thank' })).toEqual({ message: 'Thank' });
  });
});

describe('ticketEditSchema', () => {
  const valid = { status: 'in_progress', adminResponse: 'We are looking into it.', assignedTo: 'Support Team' };

  it('given status, response and assignee, when an admin edits a ticket, then it passes unchanged', () => {
    expect(ticketEditSchema.parse(valid)).toEqual(valid);
  });

  it.each([
    ['no status', without(valid, 'status'), 'status', 'Please select a status'],
    ['an empty status', { ...valid, status: '' }, 'status', 'Please select a status'],
    ['an unknown status', { ...valid, status: 'pending' }, 'status', 'Please select a status'],
    [
      'a response of 9 characters',
      { ...valid, adminResponse: 'Looking..' },
      'adminResponse',
      'Response must be at least 10 characters',
    ],
    [
      'a response padded to 10 with spaces',
      { ...valid, adminResponse: ' Looking. ' },
      'adminResponse',
      'Response must be at least 10 characters',
    ],
    ['no response', without(valid, 'adminResponse'), 'adminResponse', 'Response must be at least 10 characters'],
  ])('given $0, when an admin edits a ticket, then $2 fails with $3', (_case, input, path, message) => {
    expect(issuesOf(ticketEditSchema, input)).toEqual({ [path]: [message] });
  });

  it.each(['open', 'in_progress', 'resolved', 'closed'])(
    'given the status %s, when editing, then it passes',
    (status) => {
      expect(issuesOf(ticketEditSchema, { ...valid, status })).toEqual({});
    },
  );

  it.each(['Admin Team', 'Support Team', 'Technical Team'])(
    'given the assignee %s, when editing, then it passes',
    (assignedTo) => {
      expect(issuesOf(ticketEditSchema, { ...valid, assignedTo })).toEqual({});
    },
  );

  it('given no assignee, when editing, then it passes (assignedTo is optional)', () => {
    expect(issuesOf(ticketEditSchema, without(valid, 'assignedTo'))).toEqual({});
  });

  it.each(['Sales Team', 'support team', 'John'])(
    'given the assignee %s outside the three teams, when editing, then assignedTo is rejected',
    (assignedTo) => {
      expect(rejectedPaths(ticketEditSchema, { ...valid, assignedTo })).toEqual(['assignedTo']);
    },
  );

  it('given a response of exactly 10 characters, when editing, then it passes', () => {
    expect(issuesOf(ticketEditSchema, { ...valid, adminResponse: 'Looking...' })).toEqual({});
  });
});

describe('supportTicketSchema', () => {
  const ticket = {
    id: 't-1',
    subject: 'Login issue',
    message: 'I cannot sign in since this morning.',
    category: 'account',
    priority: 'high',
    status: 'open',
    createdAt: '2025-06-15T10:00:00.000Z',
    updatedAt: '2025-06-15T10:00:00.000Z',
    user: { id: USER_ID, firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com' },
    replies: [{ id: 'r-1', message: 'Looking into it', isAdminReply: true, adminId: 'a-1', createdAt: '2025-06-15' }],
    adminResponse: null,
    assignedTo: null,
    resolvedBy: null,
    resolvedAt: null,
  };

  it('given a ticket with replies, when reading it, then it passes', () => {
    expect(supportTicketSchema.parse(ticket)).toEqual(ticket);
  });

  it.each([
    ['an unknown priority', { priority: 'urgent' }, 'priority'],
    ['an unknown status', { status: 'pending' }, 'status'],
    [
      'a reply without isAdminReply',
      { replies: [{ id: 'r', message: 'm', adminId: null, createdAt: 'c' }] },
      'replies.0.isAdminReply',
    ],
  ])('given $0, when reading a ticket, then $2 is rejected', (_case, overrides, path) => {
    expect(rejectedPaths(supportTicketSchema, { ...ticket, ...overrides })).toEqual([path]);
  });
});
