import { formatMoney, moneyOf } from '@prop/contracts/money';

/** The name printed on a certificate: first name and last initial ('Anna K.'); 'Trader' when unknown. */
export function holderOf(name: { first_name: string; last_name: string } | undefined): string {
  const first = name?.first_name.trim() ?? '';
  const initial = name?.last_name.trim().charAt(0).toUpperCase() ?? '';
  if (!first) return 'Trader';
  return initial ? `${first} ${initial}.` : first;
}

/** 'Two-Step Challenge · Phase 1 passed'. */
export function phasePassedTitle(programName: string, phaseName: string): string {
  return `${programName} · ${phaseName} passed`;
}

/** 'Profit share paid · €1,250.00'. */
export function withdrawalPaidTitle(amount: string, currency: string): string {
  return `Profit share paid · ${formatMoney(moneyOf(amount), currency)}`;
}
