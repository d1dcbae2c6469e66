import { describe, expect, it } from 'vitest';
import { KYC_MAX_FILE_BYTES } from '@prop/contracts/constants';
import { checkKycFiles } from '../src/features/kyc/utils/kyc-files.ts';

const pdf = { name: 'passport.pdf', size: 20_000, type: 'application/pdf' };
const png = { name: 'Utility Bill.PNG', size: 80_000, type: 'image/png' };

describe('the KYC upload form checks the chosen files before sending them', () => {
  it('given a PDF and a PNG within 5 MB, then both are sent', () => {
    expect(checkKycFiles({ identityDocument: pdf, proofOfAddress: png })).toEqual({
      ok: true,
      documents: { identityDocument: pdf, proofOfAddress: png },
    });
  });

  it("given one document, none, or an empty file, then 'Please select both documents' on the missing ones", () => {
    expect(checkKycFiles({ identityDocument: pdf, proofOfAddress: null })).toEqual({
      ok: false,
      message: 'Please select both documents',
      fields: ['proofOfAddress'],
    });
    expect(checkKycFiles({ identityDocument: null, proofOfAddress: null })).toMatchObject({
      fields: ['identityDocument', 'proofOfAddress'],
    });
    expect(checkKycFiles({ identityDocument: { ...pdf, size: 0 }, proofOfAddress: png })).toMatchObject({
      message: 'Please select both documents',
      fields: ['identityDocument'],
    });
  });

  it('given a file that is not a PDF, JPG or PNG by name or declared type, then it is refused', () => {
    const exe = { name: 'passport.exe', size: 1000, type: 'application/x-msdownload' };
    expect(checkKycFiles({ identityDocument: exe, proofOfAddress: png })).toEqual({
      ok: false,
      message: 'Only PDF, JPG and PNG files are accepted',
      fields: ['identityDocument'],
    });
    const disguised = { name: 'bill.pdf', size: 1000, type: 'text/html' };
    expect(checkKycFiles({ identityDocument: pdf, proofOfAddress: disguised })).toMatchObject({
      fields: ['proofOfAddress'],
    });
  });

  it('given a type the browser does not know, then the name decides and the server reads the bytes', () => {
    const scan = { name: 'scan.jpeg', size: 1000, type: '' };
    expect(checkKycFiles({ identityDocument: scan, proofOfAddress: png })).toMatchObject({ ok: true });
  });

  it('given a file of exactly 5 MB, then it is sent; one byte more, then it is refused', () => {
    const exact = { ...pdf, size: KYC_MAX_FILE_BYTES };
    expect(checkKycFiles({ identityDocument: exact, proofOfAddress: png })).toMatchObject({ ok: true });
    expect(checkKycFiles({ identityDocument: pdf, proofOfAddress: { ...png, size: KYC_MAX_FILE_BYTES + 1 } })).toEqual({
      ok: false,
      message: 'Each document must be 5 MB or smaller',
      fields: ['proofOfAddress'],
    });
  });
});
