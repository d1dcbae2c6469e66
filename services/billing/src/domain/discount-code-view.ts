import type { DiscountCode } from '@prop/contracts/discount-code';
import type { DiscountCodeRow } from '../db/types.ts';
import type { DiscountTerms } from './discount.ts';

export function termsOf(row: DiscountCodeRow): DiscountTerms {
  return {
    kind: row.kind,
    value: row.value,
    programIds: row.program_ids,
    tierIds: row.tier_ids,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    maxUses: row.max_uses,
    maxUsesPerTrader: row.max_uses_per_trader,
    disabled: row.disabled,
  };
}

/** A percentage reads as it was entered ('12.5'), not as the numeric column holds it ('12.50'). */
function valueText(row: DiscountCodeRow): string {
  return row.kind === 'percent' ? String(Number(row.value)) : row.value;
}

export function toDiscountCode(row: DiscountCodeRow & { uses: number; discounted: string }): DiscountCode {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: valueText(row),
    programIds: row.program_ids,
    tierIds: row.tier_ids,
    startsAt: row.starts_at?.toISOString() ?? null,
    endsAt: row.ends_at?.toISOString() ?? null,
    maxUses: row.max_uses,
    maxUsesPerTrader: row.max_uses_per_trader,
    disabled: row.disabled,
    uses: row.uses,
    discounted: row.discounted,
    createdBy: row.created_by,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** What the audit log keeps of a code: its text and terms, as an admin set them. */
export const auditedCode = (row: DiscountCodeRow) => ({ code: row.code, ...termsOf(row) });
