import type { FeedImpact, Importance } from '@prop/contracts/calendar';

/**
 * A bank holiday moves no figure but thins liquidity and closes markets, which a trader wants to
 * see, so it is kept as a LOW event rather than dropped.
 */
const IMPORTANCE_OF: Record<FeedImpact, Importance> = {
  High: 'HIGH',
  Medium: 'MEDIUM',
  Low: 'LOW',
  Holiday: 'LOW',
};

export function importanceOf(impact: FeedImpact): Importance {
  return IMPORTANCE_OF[impact];
}

/** The feed names a currency; the page shows where it is issued. ALL is the feed's code for global events. */
const COUNTRY_OF_CURRENCY: Record<string, string> = {
  ALL: 'Global',
  AUD: 'Australia',
  CAD: 'Canada',
  CHF: 'Switzerland',
  CNY: 'China',
  EUR: 'Euro Area',
  GBP: 'United Kingdom',
  JPY: 'Japan',
  NZD: 'New Zealand',
  USD: 'United States',
};

/** The feed's `country` field is a currency code: it stays the currency, and names the country. */
export function currencyAndCountry(code: string): { currency: string; country: string } {
  const currency = code.toUpperCase();
  return { currency, country: COUNTRY_OF_CURRENCY[currency] ?? currency };
}
