import { createCipheriv, createDecipheriv, type DecipherGCM, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM as a stream. The storage key is the additional authenticated data, so a stored
 * blob only decrypts under the row that names it: two files swapped in storage fail to open.
 * `authTag()` is valid once the cipher has ended.
 */
export function encryptingStream(key: Buffer, storageKey: string) {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(storageKey));
  return { cipher, iv, authTag: () => cipher.getAuthTag() };
}

/** Decrypts as it streams; a wrong key, tag or blob makes the stream fail at its end. */
export function decryptingStream(
  key: Buffer,
  stored: { storageKey: string; iv: Buffer; authTag: Buffer },
): DecipherGCM {
  const decipher = createDecipheriv(ALGORITHM, key, stored.iv, { authTagLength: TAG_BYTES });
  decipher.setAAD(Buffer.from(stored.storageKey));
  decipher.setAuthTag(stored.authTag);
  return decipher;
}
