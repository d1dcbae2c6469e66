import type { DiscountCode, DiscountCodeCreateInput, DiscountKind } from '@prop/contracts/discount-code';
import { formatEuro, moneyOf } from '@prop/contracts/money';

/** The create form as typed: every field text, as the inputs hold it. */
export interface DiscountForm {
  code: string;
  kind: DiscountKind;
  value: string;
  programIds: string;
  tierIds: string;
  startsAt: string;
  endsAt: string;
  maxUses: string;
  maxUsesPerTrader: string;
}

export const EMPTY_DISCOUNT_FORM: DiscountForm = {
  code: '',
  kind: 'percent',
  value: '',
  programIds: '',
  tierIds: '',
  startsAt: '',
  endsAt: '',
  maxUses: '',
  maxUsesPerTrader: '',
};

const listOf = (text: string) =>
  text
    .split(',')
    .map((each) => each.trim())
    .filter(Boolean);

/** A datetime-local value is the admin's local time; the server takes an instant. */
const instantOf = (local: string) => (local ? new Date(local).toISOString() : null);

/** A limit left empty is no limit; anything else goes to the server, which says what is wrong with it. */
const limitOf = (text: string) => (text.trim() ? Number(text) : null);

export function createInputOf(form: DiscountForm): DiscountCodeCreateInput {
  return {
    code: form.code,
    kind: form.kind,
    value: form.value,
    programIds: listOf(form.programIds),
    tierIds: listOf(form.tierIds),
    startsAt: instantOf(form.startsAt),
    endsAt: instantOf(form.endsAt),
    maxUses: limitOf(form.maxUses),
    maxUsesPerTrader: limitOf(form.maxUsesPerTrader),
  };
}

/** '15% off' or '€25.00 off'. */
export function discountText(code: Pick<DiscountCode, 'kind' | 'value'>): string {
  return code.kind === 'percent' ? `${code.value}% off` : `${formatEuro(moneyOf(code.value))} off`;
}

/** What the code is valid for: 'Every account', or the programs and sizes it names. */
export function scopeText(code: Pick<DiscountCode, 'programIds' | 'tierIds'>): string {
  if (code.programIds.length === 0 && code.tierIds.length === 0) return 'Every account';
  const programs = code.programIds.length ? code.programIds.join(', ') : 'every program';
  const tiers = code.tierIds.length ? code.tierIds.join(', ') : 'every size';
  return `${programs} · ${tiers}`;
}

/** Uses against the limits: '3 of 100 uses · 1 per trader'. */
export function usesText(code: Pick<DiscountCode, 'uses' | 'maxUses' | 'maxUsesPerTrader'>): string {
  const total = code.maxUses === null ? `${code.uses} uses` : `${code.uses} of ${code.maxUses} uses`;
  return code.maxUsesPerTrader === null ? total : `${total} · ${code.maxUsesPerTrader} per trader`;
}
