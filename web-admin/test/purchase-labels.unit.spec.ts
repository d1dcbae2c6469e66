import { describe, expect, it } from 'vitest';
import { DECISION_LABELS, processedByLabel } from '../src/features/purchases/utils/purchase-labels.ts';

describe('purchase labels on the admin purchases screen', () => {
  it("given the manage dialog, then its decisions are the spec's three", () => {
    expect(DECISION_LABELS).toEqual({
      approved: 'Approve & Fund Account',
      pending: 'Set Pending',
      not_received: 'Not Received',
    });
  });

  it.each([
    ['nobody yet', null, '—'],
    ['Stripe, for a confirmed card payment', 'stripe', 'Stripe (card payment)'],
    ['the admin looking at the screen', '7f1c2d3e-0000-4000-8000-000000000001', 'You'],
    ['another admin, by the start of their id', '0a1b2c3d-0000-4000-8000-000000000002', 'Admin 0a1b2c3d'],
  ])('given a purchase processed by %s, then it reads as such', (_who, processedBy, label) => {
    expect(processedByLabel(processedBy, '7f1c2d3e-0000-4000-8000-000000000001')).toBe(label);
  });
});
