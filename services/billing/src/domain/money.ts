/**
 * Euro decimal text (as numeric columns are read, e.g. '249.00') in integer cents, the unit card
 * payments are charged in. Text arithmetic, so no float ever touches the amount.
 */
export function decimalToCents(text: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(`not a euro amount: ${text}`);
  const [, euros = '0', cents = ''] = match;
  const total = Number(euros) * 100 + Number(cents.padEnd(2, '0'));
  if (!Number.isSafeInteger(total)) throw new Error(`euro amount too large: ${text}`);
  return total;
}
