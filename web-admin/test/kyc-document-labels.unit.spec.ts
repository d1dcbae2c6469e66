import { describe, expect, it } from 'vitest';
import { KYC_MAX_FILE_BYTES } from '@prop/contracts/constants';
import { documentKindLabel, documentTypeLabel, formatFileSize } from '../src/features/kyc/utils/document-labels.ts';

describe('how the admin document viewer names a KYC document', () => {
  it('names each kind and type as the trader was asked for it', () => {
    expect(documentKindLabel('identity')).toBe('Identity document');
    expect(documentKindLabel('address')).toBe('Proof of address');
    expect(documentTypeLabel('application/pdf')).toBe('PDF');
    expect(documentTypeLabel('image/jpeg')).toBe('JPEG');
    expect(documentTypeLabel('image/png')).toBe('PNG');
  });

  it('gives sizes in bytes, KB or MB, the 5 MB limit reading as 5.0 MB', () => {
    expect(formatFileSize(812)).toBe('812 B');
    expect(formatFileSize(14_540)).toBe('14.2 KB');
    expect(formatFileSize(KYC_MAX_FILE_BYTES)).toBe('5.0 MB');
  });
});
