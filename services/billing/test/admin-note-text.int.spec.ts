import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER_MESSAGE } from '@prop/contracts/fields';
import { startBilling, type TestBilling } from './helper.ts';

describe("an admin's note on a purchase decision", () => {
  let billing: TestBilling;
  beforeAll(async () => {
    billing = await startBilling();
  });
  afterAll(() => billing.close());

  it('refuses a NUL in the note and leaves the purchase pending; line breaks are kept', async () => {
    const admin = billing.callerHeaders('admin');
    const purchase = await billing.buy(billing.callerHeaders('trader'));

    const refused = await billing.decide(purchase.id, admin, { status: 'approved', adminNotes: 'Transfer\u0000 seen' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: CONTROL_CHARACTER_MESSAGE });
    const stored = await billing.deps.db
      .selectFrom('purchases')
      .select(['status', 'admin_notes'])
      .where('id', '=', purchase.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'pending', admin_notes: null });

    const approved = await billing.decide(purchase.id, admin, {
      status: 'approved',
      adminNotes: 'Transfer seen.\nRef 42',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().adminNotes).toBe('Transfer seen.\nRef 42');
  });
});
