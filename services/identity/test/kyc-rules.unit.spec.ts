import { describe, expect, it } from 'vitest';
import { documentUploadedAfterDecision, uploadRefusal } from '../src/domain/kyc-rules.ts';

describe('uploadRefusal', () => {
  it.each([
    ['pending', false, null],
    ['pending', true, 'Your documents are under review'],
    ['rejected', false, null],
    ['rejected', true, null],
    ['approved', false, 'Your identity is already verified'],
    ['approved', true, 'Your identity is already verified'],
  ] as const)(
    'given status %s with documents uploaded %s, when uploading, then the refusal is %j',
    (status, uploaded, refusal) => {
      expect(uploadRefusal({ status, document_uploaded: uploaded })).toBe(refusal);
    },
  );
});

describe('documentUploadedAfterDecision', () => {
  it.each([
    ['rejected', true, false],
    ['approved', true, true],
    ['pending', true, true],
    ['approved', false, false],
  ] as const)('given a decision of %s with documents kept %s, then documentUploaded is %s', (to, kept, uploaded) => {
    expect(documentUploadedAfterDecision(to, kept)).toBe(uploaded);
  });
});
