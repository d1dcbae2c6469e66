import { formatMoney } from '@prop/contracts/money';

const wholeEuro = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

/** Tier sizes and prices are whole euros: '€25,000', '€249'. */
export const formatWholeEuro = (value: number) => wholeEuro.format(value);

/** An exact amount the server sent as decimal text ('249.00') or a number: '€249.00'. */
export const formatExactEuro = (value: string | number) => formatMoney(Number(value), 'EUR');

/** A catalogue price as the tier cards show it: whole euros without cents ('€249'), else to the cent ('€249.50'). */
export const formatPriceEuro = (value: number) =>
  Number.isInteger(value) ? formatWholeEuro(value) : formatExactEuro(value);
