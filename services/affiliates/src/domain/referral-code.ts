import { randomInt } from 'node:crypto';
import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH } from '@prop/contracts/referral';

/** A fresh random code: 31^8 ≈ 8.5·10^11 of them, so a clash is rare and simply retried. */
export function newReferralCode(): string {
  let code = '';
  for (let index = 0; index < REFERRAL_CODE_LENGTH; index += 1) {
    code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
  }
  return code;
}

/** `<app>/?ref=<code>`: the trader app records the visit and keeps the code for registration. */
export function referralLink(publicAppUrl: string, code: string): string {
  return `${publicAppUrl}/?ref=${encodeURIComponent(code)}`;
}
