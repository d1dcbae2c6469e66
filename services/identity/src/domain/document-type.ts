import type { KycContentType } from '@prop/contracts/kyc';

/** The signatures we accept; a document's type is what its bytes say, never its name or header. */
const SIGNATURES: readonly { type: KycContentType; magic: Buffer }[] = [
  { type: 'application/pdf', magic: Buffer.from('%PDF-', 'latin1') },
  { type: 'image/jpeg', magic: Buffer.from([0xff, 0xd8, 0xff]) },
  { type: 'image/png', magic: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
];

/** Bytes needed to decide: the longest signature. */
export const SNIFF_BYTES = Math.max(...SIGNATURES.map((signature) => signature.magic.length));

/** The accepted type the file's first bytes announce, or null for anything else. */
export function detectDocumentType(head: Buffer): KycContentType | null {
  const match = SIGNATURES.find(
    ({ magic }) => head.length >= magic.length && head.subarray(0, magic.length).equals(magic),
  );
  return match?.type ?? null;
}

export const EXTENSIONS: Record<KycContentType, readonly string[]> = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
};
