import { describe, expect, it } from 'vitest';
import { ticketPriorityTone, ticketStatusText, ticketStatusTone } from '../src/ticket-badges.tsx';

describe('ticket badges (docs/product-rules.md §4)', () => {
  it('colours a status open blue, in_progress yellow and anything else green', () => {
    expect(ticketStatusTone('open')).toBe('info');
    expect(ticketStatusTone('in_progress')).toBe('caution');
    expect(ticketStatusTone('resolved')).toBe('success');
    expect(ticketStatusTone('closed')).toBe('success');
  });

  it('writes a status with spaces for underscores, upper-cased', () => {
    expect(ticketStatusText('in_progress')).toBe('IN PROGRESS');
    expect(ticketStatusText('open')).toBe('OPEN');
  });

  it('colours a priority high red, medium orange and low green', () => {
    expect(ticketPriorityTone('high')).toBe('danger');
    expect(ticketPriorityTone('medium')).toBe('warning');
    expect(ticketPriorityTone('low')).toBe('success');
  });
});
