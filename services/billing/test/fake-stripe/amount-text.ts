/** An amount in minor units as Stripe's English pages show it: 24900 eur → "€249.00". */
export const amountText = (cents: number, currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
