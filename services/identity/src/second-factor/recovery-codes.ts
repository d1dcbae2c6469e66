import { createHmac, hkdfSync, randomBytes } from 'node:crypto';

/** How many codes one generation makes. */
export const RECOVERY_CODE_COUNT = 10;
/**
 * Thirty-two signs without i, l, o and u, so nothing read off paper is mistaken for another; 16 of
 * them are 80 random bits, past guessing even with the database and its hashes in hand.
 */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const LENGTH = 16;
const GROUP = 4;

/** Fresh codes as the admin sees them, in groups of four: 'k3m9-…'. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    // 256 is a multiple of 32: the low five bits of a random byte are an unbiased pick.
    const signs = [...randomBytes(LENGTH)].map((byte) => ALPHABET[byte & 31]).join('');
    return signs.match(new RegExp(`.{${GROUP}}`, 'g'))?.join('-') ?? signs;
  });
}

/**
 * A code as typed back, made comparable: case, spaces and dashes dropped, and the letters the
 * alphabet leaves out read as the digits they look like.
 */
export function canonicalRecoveryCode(typed: string): string {
  return typed
    .toLowerCase()
    .replace(/[\s-]+/g, '')
    .replace(/[il]/g, '1')
    .replace(/o/g, '0');
}

/**
 * The key recovery codes are hashed with, derived from KYC_ENCRYPTION_KEY under its own label (as
 * the TOTP sealing key is): stolen rows alone cannot even be tried offline.
 */
export function recoveryCodeKey(dataKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), 'prop-identity/admin-recovery-code/v1', 32));
}

/** HMAC-SHA-256 of the canonical code, bound to its admin: one admin's code is no other's. */
export function hashRecoveryCode(key: Buffer, adminId: string, code: string): string {
  return createHmac('sha256', key)
    .update(`${adminId}:${canonicalRecoveryCode(code)}`)
    .digest('hex');
}
