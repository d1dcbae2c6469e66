import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The key that seals admins' TOTP secrets, derived from KYC_ENCRYPTION_KEY with HKDF under its own
 * label. Identity keeps one data-at-rest key (one production secret to provision and guard, already
 * refused in production when left at its development value); the label makes this a different
 * AES key from the one on KYC files, so neither kind of ciphertext can be opened as the other.
 */
export function totpSealingKey(dataKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), 'prop-identity/admin-totp-secret/v1', 32));
}

/**
 * AES-256-GCM over a short value: iv, tag and ciphertext in one buffer. The admin's id is the
 * additional authenticated data, so a sealed secret copied onto another admin's row fails to open.
 */
export function seal(key: Buffer, plaintext: string, boundTo: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(boundTo));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

/** The sealed value; throws when the key, the binding or any byte is wrong. */
export function open(key: Buffer, sealed: Buffer, boundTo: string): string {
  const iv = sealed.subarray(0, IV_BYTES);
  const tag = sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
  const decipher = createDecipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  decipher.setAAD(Buffer.from(boundTo));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}
