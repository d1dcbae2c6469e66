import PDFDocument from 'pdfkit';
import type { CertificateRow } from '../db/types.ts';

const FIRM = 'Funded Trader';
const INK = '#1b2433';
const MUTED = '#5b6577';
const ACCENT = '#2f6fed';

const issuedOn = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The path anyone can open to check a certificate is genuine. */
export const verificationPathOf = (id: string) => `/api/certificates/${id}`;

/**
 * The certificate as a one-page PDF (A4 landscape), drawn from the stored record only, so the same
 * record always prints the same certificate.
 */
export function certificatePdf(certificate: CertificateRow): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: { Title: certificate.title, Author: FIRM, CreationDate: certificate.issued_at },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { width, height } = doc.page;
  doc
    .lineWidth(2)
    .strokeColor(INK)
    .rect(28, 28, width - 56, height - 56)
    .stroke();
  doc
    .lineWidth(0.75)
    .strokeColor(ACCENT)
    .rect(38, 38, width - 76, height - 76)
    .stroke();

  const line = (text: string, y: number, font: string, size: number, color: string) =>
    doc
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(text, 60, y, { width: width - 120, align: 'center' });

  line(FIRM.toUpperCase(), 100, 'Helvetica-Bold', 14, ACCENT);
  line('Certificate', 140, 'Helvetica-Bold', 40, INK);
  line('This certifies that', 222, 'Helvetica', 14, MUTED);
  line(certificate.holder, 250, 'Helvetica-Bold', 32, INK);
  doc
    .moveTo(width / 2 - 150, 297)
    .lineTo(width / 2 + 150, 297)
    .lineWidth(0.75)
    .strokeColor(MUTED)
    .stroke();
  line(certificate.title, 318, 'Helvetica', 20, INK);
  line(`Issued ${issuedOn.format(certificate.issued_at)}`, 362, 'Helvetica', 13, MUTED);

  line(`Certificate ${certificate.id}`, height - 118, 'Helvetica', 10, MUTED);
  line(`Verify at ${verificationPathOf(certificate.id)}`, height - 102, 'Helvetica', 10, MUTED);

  doc.end();
  return done;
}
