import { describe, expect, it } from 'vitest';
import { contentDisposition, sanitiseFileName } from '../src/domain/document-name.ts';
import { detectDocumentType } from '../src/domain/document-type.ts';
import { fakeExe, tinyJpeg, tinyPdf, tinyPng } from './kyc-files.ts';

describe('detectDocumentType', () => {
  it.each([
    ['a PDF', tinyPdf(), 'application/pdf'],
    ['a JPEG', tinyJpeg(), 'image/jpeg'],
    ['a PNG', tinyPng(), 'image/png'],
    ['an executable', fakeExe(), null],
    ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>'), null],
    ['a GIF', Buffer.from('GIF89a'), null],
    ['a PNG signature cut short', tinyPng().subarray(0, 7), null],
    ['nothing', Buffer.alloc(0), null],
  ])('given %s, when sniffing its first bytes, then the type is %s', (_case, bytes, type) => {
    expect(detectDocumentType(bytes)).toBe(type);
  });
});

describe('sanitiseFileName', () => {
  it.each([
    ['passport.pdf', 'application/pdf', 'passport.pdf'],
    ['Scan.PDF', 'application/pdf', 'Scan.PDF'],
    ['../../etc/passwd', 'application/pdf', 'passwd.pdf'],
    ['C:\\Users\\me\\bill.png', 'image/png', 'bill.png'],
    ['scan.html', 'image/png', 'scan.html.png'],
    ['photo.jpeg', 'image/jpeg', 'photo.jpeg'],
    ['photo.png', 'image/jpeg', 'photo.png.jpg'],
    ['evil\u202Efdp.exe', 'application/pdf', 'evilfdp.exe.pdf'],
    ['a\r\nb"c<d>.pdf', 'application/pdf', 'abcd.pdf'],
    ['..', 'application/pdf', 'document.pdf'],
    ['', 'image/png', 'document.png'],
    ['Überweisung März.pdf', 'application/pdf', 'Überweisung März.pdf'],
  ] as const)('given %j sniffed as %s, when stored, then it is %j', (name, type, expected) => {
    expect(sanitiseFileName(name, type)).toBe(expected);
  });

  it('given a very long name, when stored, then it is cut to 120 characters and keeps its extension', () => {
    const stored = sanitiseFileName(`${'🙂'.repeat(200)}.pdf`, 'application/pdf');
    expect([...stored]).toHaveLength(120);
    expect(stored.endsWith('🙂.pdf')).toBe(true);
  });
});

describe('contentDisposition', () => {
  it('given a plain name, when downloading, then both forms carry it', () => {
    expect(contentDisposition('attachment', 'bill (1).pdf')).toBe(
      `attachment; filename="bill (1).pdf"; filename*=UTF-8''bill%20%281%29.pdf`,
    );
  });

  it('given a name with non-ASCII, quotes or percent signs, when viewing inline, then the fallback is plain ASCII', () => {
    expect(contentDisposition('inline', 'März "100%".pdf')).toBe(
      `inline; filename="M_rz _100__.pdf"; filename*=UTF-8''M%C3%A4rz%20%22100%25%22.pdf`,
    );
  });
});
