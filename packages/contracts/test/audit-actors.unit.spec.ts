import { describe, expect, it } from 'vitest';
import { auditRecordSchema, SYSTEM_AUDIT_ACTORS, systemAuditActorName } from '../src/audit.ts';

describe('system actors of the audit log', () => {
  it("are ids the audit record's contract accepts, and the log names them", () => {
    for (const actor of Object.values(SYSTEM_AUDIT_ACTORS)) {
      const record = {
        actorId: actor.id,
        action: 'purchase.refunded',
        target: { type: 'purchase', id: 'p-1' },
        before: null,
        after: null,
        requestId: 'req-1',
      };
      expect(auditRecordSchema.safeParse(record).success).toBe(true);
      expect(systemAuditActorName(actor.id)).toBe(actor.name);
    }
  });

  it("names no admin's id", () => {
    expect(systemAuditActorName('6f1c2f4e-1d7a-4f7e-9a65-0b8f0a2d3c4e')).toBeUndefined();
  });
});
