/**
 * The spans the balance and equity chart shows. Apart from the trading schemas so the dashboard's
 * chart card does not bring zod with it.
 */
export const EQUITY_RANGES = ['1d', '1w', '1m', 'all'] as const;
