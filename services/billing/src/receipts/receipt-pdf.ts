import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { ReceiptContent, ReceiptLine } from './receipt-content.ts';

// PDF's built-in fonts cannot write names such as Łukasz or Dvořák; DejaVu Sans can, and only the
// glyphs a receipt uses are embedded.
const fontFile = (name: string) => readFileSync(createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`));
const REGULAR = fontFile('DejaVuSans.ttf');
const BOLD = fontFile('DejaVuSans-Bold.ttf');

const INK = '#1b2433';
const MUTED = '#5b6577';
const RULE = '#d5dae3';
const MARGIN = 56;

/** The receipt as a one-page A4 PDF, drawn from its content only: the same receipt always prints the same. */
export function receiptPdf(content: ReceiptContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: 'en-GB',
    displayTitle: true,
    info: {
      Title: `Receipt ${content.number}`,
      Author: content.seller.name,
      CreationDate: content.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', REGULAR).registerFont('bold', BOLD);

  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const text = (value: string, x: number, y: number, style: Style) =>
    doc
      .font(style.bold ? 'bold' : 'regular')
      .fontSize(style.size)
      .fillColor(style.muted ? MUTED : INK)
      .text(value, x, y, { width: style.width, align: style.align ?? 'left' });
  const rule = (y: number, from = left) =>
    doc
      .moveTo(from, y)
      .lineTo(left + width, y)
      .lineWidth(0.75)
      .strokeColor(RULE)
      .stroke();

  // The seller on the left, the title and the receipt's facts on the right.
  text(content.seller.name, left, MARGIN, { size: 13, bold: true, width: width * 0.55 });
  for (const line of content.seller.lines) text(line, left, doc.y + 2, { size: 9.5, muted: true, width: width * 0.55 });
  const sellerBottom = doc.y;
  text('Receipt', left, MARGIN, { size: 22, bold: true, width, align: 'right' });
  let factsY = MARGIN + 36;
  for (const fact of content.details) {
    factsY = pair(fact, factsY, { labelX: left + width * 0.6, valueRight: left + width, size: 9.5 }) + 3;
  }

  let y = Math.max(sellerBottom, factsY) + 24;
  text('Billed to', left, y, { size: 9.5, muted: true, width });
  for (const line of content.buyer) text(line, left, doc.y + 2, { size: 10.5, width });

  y = doc.y + 28;
  text('Description', left, y, { size: 9.5, muted: true, width });
  text('Amount', left, y, { size: 9.5, muted: true, width, align: 'right' });
  rule(doc.y + 4);
  y = doc.y + 12;
  text(content.item.description, left, y, { size: 11, bold: true, width: width * 0.7 });
  const descriptionBottom = doc.y;
  text(content.item.amount, left, y, { size: 11, width, align: 'right' });
  doc.y = descriptionBottom;
  for (const line of content.item.lines) {
    text(`${line.label}: ${line.value}`, left, doc.y + 3, { size: 9.5, muted: true, width: width * 0.7 });
  }
  rule(doc.y + 12);

  y = doc.y + 20;
  const column = { labelX: left + width * 0.45, valueRight: left + width, size: 10.5 };
  content.totals.forEach((line, index) => {
    y = pair(line, y, { ...column, bold: index === content.totals.length - 1 }) + 5;
  });
  if (content.refunds.length) {
    rule(y + 2, column.labelX);
    y += 10;
  }
  for (const line of content.refunds) y = pair(line, y, column) + 5;
  if (content.net) y = pair(content.net, y, { ...column, bold: true }) + 5;

  text('Thank you for your purchase. All amounts are in euro.', left, y + 36, { size: 9, muted: true, width });

  doc.end();
  return done;

  /** A label and its value on one line, the value flush right; answers where the line ends. */
  function pair(
    line: ReceiptLine,
    top: number,
    at: { labelX: number; valueRight: number; size: number; bold?: boolean },
  ) {
    const columnWidth = at.valueRight - at.labelX;
    text(line.label, at.labelX, top, { size: at.size, bold: at.bold, muted: !at.bold, width: columnWidth * 0.6 });
    const labelBottom = doc.y;
    text(line.value, at.labelX, top, { size: at.size, bold: at.bold, width: columnWidth, align: 'right' });
    return Math.max(labelBottom, doc.y);
  }
}

interface Style {
  size: number;
  width: number;
  bold?: boolean;
  muted?: boolean;
  align?: 'left' | 'right';
}
