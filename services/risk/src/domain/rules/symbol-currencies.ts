/**
 * The currencies whose news moves a symbol. A currency pair or metal is named by its two codes
 * (EURUSD, XAUUSD); indices and commodities carry no code in their name, so a small table says
 * which economy moves them. A symbol in neither is taken as priced in dollars, as CFDs at our
 * brokers are: US news then still counts, rather than no news at all.
 */
const INSTRUMENTS: Record<string, readonly string[]> = {
  US30: ['USD'],
  US100: ['USD'],
  NAS100: ['USD'],
  USTEC: ['USD'],
  US500: ['USD'],
  SPX500: ['USD'],
  US2000: ['USD'],
  USOIL: ['USD'],
  UKOIL: ['USD'],
  WTI: ['USD'],
  BRENT: ['USD'],
  GER40: ['EUR'],
  DE40: ['EUR'],
  FRA40: ['EUR'],
  EU50: ['EUR'],
  UK100: ['GBP'],
  JP225: ['JPY'],
  AUS200: ['AUD'],
  HK50: ['HKD'],
};

/** Codes the calendar reports news for, and the metals quoted like currencies. */
const CODES = new Set([
  'USD',
  'EUR',
  'GBP',
  'JPY',
  'CHF',
  'CAD',
  'AUD',
  'NZD',
  'CNY',
  'HKD',
  'SGD',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'HUF',
  'CZK',
  'TRY',
  'ZAR',
  'MXN',
  'XAU',
  'XAG',
  'XPT',
  'XPD',
]);
const FALLBACK = ['USD'] as const;

/** Brokers add suffixes to their symbols (EURUSD.m, EURUSD#, US30_cash): the instrument is the part before. */
function instrumentOf(symbol: string): string {
  return symbol.toUpperCase().split(/[^A-Z0-9]/)[0] ?? '';
}

export function symbolCurrencies(symbol: string): readonly string[] {
  const name = instrumentOf(symbol);
  const listed = INSTRUMENTS[name];
  if (listed) return listed;
  const codes = [name.slice(0, 3), name.slice(3, 6)].filter((code) => CODES.has(code));
  return codes.length > 0 ? codes : FALLBACK;
}
