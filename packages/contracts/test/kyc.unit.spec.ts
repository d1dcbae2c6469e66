import { describe, expect, it } from 'vitest';
import {
  KYC_STATUSES,
  kycDecisionSchema,
  kycDocumentDownloadQuerySchema,
  kycDocumentSchema,
  kycRecordSchema,
  traderKycSchema,
} from '../src/kyc.ts';
import { KYC_UPLOAD_FIELDS } from '../src/kyc-documents.ts';
import { issuesOf, rejectedPaths, USER_ID } from './issues.ts';

describe('kycDecisionSchema', () => {
  it.each(['pending', 'approved', 'rejected'])(
    'given the status %s, when an admin decides, then it passes',
    (status) => {
      expect(kycDecisionSchema.parse({ status })).toEqual({ status });
    },
  );

  it.each([
    ['no status', {}],
    ['an empty status', { status: '' }],
    ['the status verified', { status: 'verified' }],
    ['an upper-case status', { status: 'APPROVED' }],
    ['a status of the wrong type', { status: true }],
  ])('given %s, when an admin decides, then it fails with "Please select a status"', (_case, input) => {
    expect(issuesOf(kycDecisionSchema, input)).toEqual({ status: ['Please select a status'] });
  });

  it('given a reason with surrounding spaces, when rejecting, then it is trimmed', () => {
    expect(kycDecisionSchema.parse({ status: 'rejected', reason: '  Blurry document ' })).toEqual({
      status: 'rejected',
      reason: 'Blurry document',
    });
  });

  it('given a reason over 500 characters, when rejecting, then reason is rejected', () => {
    expect(rejectedPaths(kycDecisionSchema, { status: 'rejected', reason: 'x'.repeat(501) })).toEqual(['reason']);
  });

  it('given the statuses, when listing them, then they are pending, approved and rejected', () => {
    expect(KYC_STATUSES).toEqual(['pending', 'approved', 'rejected']);
  });
});

describe('KYC read models', () => {
  it('given a trader without documents, when reading their KYC, then it passes', () => {
    const kyc = { status: 'pending', documentUploaded: false, verified: false, rejectionReason: null };
    expect(traderKycSchema.parse(kyc)).toEqual(kyc);
  });

  it('given a KYC record for admins, when reading it, then it passes; an unknown status is rejected', () => {
    const record = {
      id: 'k-1',
      userId: USER_ID,
      status: 'approved',
      createdAt: '2025-06-01T10:00:00.000Z',
      updatedAt: '2025-06-02T10:00:00.000Z',
      documentUploaded: true,
      verified: true,
      rejectionReason: null,
      hasDocuments: true,
      user: { firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com' },
    };
    expect(kycRecordSchema.parse(record)).toEqual(record);
    expect(rejectedPaths(kycRecordSchema, { ...record, status: 'complete' })).toEqual(['status']);
  });
});

describe('KYC documents', () => {
  it('given the upload form, when naming its fields, then they are identityDocument and proofOfAddress', () => {
    expect(KYC_UPLOAD_FIELDS).toEqual({ identityDocument: 'identity', proofOfAddress: 'address' });
  });

  it('given a stored document, when listing it for admins, then only the three accepted types pass', () => {
    const document = {
      id: USER_ID,
      userId: USER_ID,
      kind: 'identity',
      contentType: 'application/pdf',
      size: 1234,
      sha256: 'a'.repeat(64),
      originalName: 'passport.pdf',
      createdAt: '2025-06-01T10:00:00.000Z',
    };
    expect(kycDocumentSchema.parse(document)).toEqual(document);
    expect(rejectedPaths(kycDocumentSchema, { ...document, contentType: 'text/html' })).toEqual(['contentType']);
    expect(rejectedPaths(kycDocumentSchema, { ...document, kind: 'selfie' })).toEqual(['kind']);
  });

  it('given no disposition, when downloading, then the file is an attachment; inline must be asked for', () => {
    expect(kycDocumentDownloadQuerySchema.parse({})).toEqual({ disposition: 'attachment' });
    expect(kycDocumentDownloadQuerySchema.parse({ disposition: 'inline' })).toEqual({ disposition: 'inline' });
    expect(rejectedPaths(kycDocumentDownloadQuerySchema, { disposition: 'render' })).toEqual(['disposition']);
  });
});
