import type { BillingConfig } from '../config.ts';

/** The seller a receipt names, from the configuration. */
export interface Firm {
  name: string;
  addressLines: string[];
  /** The company registration number, where the firm shows one. */
  registration: string | null;
  vatId: string | null;
  /** The VAT rate prices include, in percent; null: receipts show no VAT line. */
  vatRatePercent: number | null;
  /** Dates on a receipt are the firm's calendar dates. */
  timeZone: string;
}

/**
 * An address given in one variable, its lines parted by a newline, a written "\n" (as .env files
 * and chart values often carry it) or "|".
 */
export function addressLinesOf(text: string): string[] {
  return text
    .split(/\r?\n|\\n|\|/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

export function firmOf(config: BillingConfig): Firm {
  return {
    name: config.FIRM_NAME,
    addressLines: addressLinesOf(config.FIRM_ADDRESS),
    registration: config.FIRM_REGISTRATION ?? null,
    vatId: config.FIRM_VAT_ID ?? null,
    vatRatePercent: config.VAT_RATE_PERCENT ?? null,
    timeZone: config.FIRM_TIME_ZONE,
  };
}
