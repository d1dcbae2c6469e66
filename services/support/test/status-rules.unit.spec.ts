import { describe, expect, it } from 'vitest';
import { staffMayReply, traderMayReply } from '../src/domain/reply-rules.ts';
import { decideTicketUpdate, type TicketState } from '../src/domain/ticket-update.ts';

const ADMIN = '7c0e1f52-3a4b-4c5d-8e6f-0a1b2c3d4e5f';
const OTHER_ADMIN = '1d2e3f40-5a6b-4c7d-8e9f-a0b1c2d3e4f5';
const NOW = new Date('2026-03-14T09:30:00Z');
const EARLIER = new Date('2026-03-10T16:00:00Z');

const open: TicketState = {
  status: 'open',
  adminResponse: null,
  assignedTo: null,
  resolvedBy: null,
  resolvedAt: null,
};
const resolved: TicketState = {
  ...open,
  status: 'resolved',
  adminResponse: 'Fixed the feed.',
  resolvedBy: OTHER_ADMIN,
  resolvedAt: EARLIER,
};

describe('who may reply', () => {
  it.each([
    ['open', true, true],
    ['in_progress', true, true],
    ['resolved', false, true],
    ['closed', false, false],
  ] as const)('given a %s ticket, then the trader may reply: %s, staff may reply: %s', (status, trader, staff) => {
    expect(traderMayReply(status)).toBe(trader);
    expect(staffMayReply(status)).toBe(staff);
  });
});

describe('decideTicketUpdate', () => {
  it('given an open ticket, when an admin resolves it, then who resolved it and when are recorded', () => {
    const next = decideTicketUpdate(open, { status: 'resolved', adminResponse: 'Restarted the feed.' }, ADMIN, NOW);
    expect(next).toEqual({
      status: 'resolved',
      adminResponse: 'Restarted the feed.',
      assignedTo: null,
      resolvedBy: ADMIN,
      resolvedAt: NOW,
    });
  });

  it('given a resolved ticket, when another admin saves it as resolved again, then the first resolution is kept', () => {
    const next = decideTicketUpdate(resolved, { status: 'resolved', adminResponse: 'Also cleared cache.' }, ADMIN, NOW);
    expect(next).toMatchObject({ resolvedBy: OTHER_ADMIN, resolvedAt: EARLIER });
  });

  it.each(['open', 'in_progress'] as const)(
    'given a resolved ticket, when it is reopened as %s, then the resolution is cleared',
    (status) => {
      expect(decideTicketUpdate(resolved, { status }, ADMIN, NOW)).toMatchObject({
        status,
        resolvedBy: null,
        resolvedAt: null,
      });
    },
  );

  it('given a resolved ticket, when it is closed, then who resolved it is still recorded', () => {
    expect(decideTicketUpdate(resolved, { status: 'closed' }, ADMIN, NOW)).toMatchObject({
      status: 'closed',
      resolvedBy: OTHER_ADMIN,
      resolvedAt: EARLIER,
    });
  });

  it('given an open ticket, when it is closed without being resolved, then no resolution is recorded', () => {
    expect(decideTicketUpdate(open, { status: 'closed' }, ADMIN, NOW)).toMatchObject({
      status: 'closed',
      resolvedBy: null,
      resolvedAt: null,
    });
  });

  it('given an assigned ticket, when an edit leaves the assignee out, then the assignment is kept', () => {
    const assigned = { ...open, assignedTo: 'Technical Team' as const };
    expect(
      decideTicketUpdate(assigned, { status: 'in_progress', adminResponse: 'On it now.' }, ADMIN, NOW),
    ).toMatchObject({ assignedTo: 'Technical Team' });
  });

  it('given a closed ticket, when it is closed again, then nothing changes', () => {
    const closed = decideTicketUpdate(open, { status: 'closed' }, ADMIN, NOW);
    if (!closed) throw new Error('expected the first close to change the ticket');
    expect(decideTicketUpdate(closed, { status: 'closed' }, ADMIN, NOW)).toBeNull();
  });

  it('given an edit identical to the ticket, when it is submitted again, then nothing changes', () => {
    const edit = { status: 'in_progress', adminResponse: 'Looking into it.', assignedTo: 'Support Team' } as const;
    const once = decideTicketUpdate(open, edit, ADMIN, NOW);
    if (!once) throw new Error('expected the first edit to change the ticket');
    expect(decideTicketUpdate(once, edit, ADMIN, NOW)).toBeNull();
  });

  it('given the same status, when only the response changes, then it is a change', () => {
    const inProgress = { ...open, status: 'in_progress' as const, adminResponse: 'Looking into it.' };
    expect(
      decideTicketUpdate(inProgress, { status: 'in_progress', adminResponse: 'Found the cause.' }, ADMIN, NOW),
    ).toMatchObject({ adminResponse: 'Found the cause.' });
  });
});
