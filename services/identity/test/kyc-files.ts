import { crc32, deflateSync } from 'node:zlib';

/** A one-page PDF with a correct cross-reference table, padded with a comment to `padTo` bytes. */
export function tinyPdf(padTo = 0): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 72 72] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  const pdf = Buffer.from(body, 'latin1');
  return padTo > pdf.length ? Buffer.concat([pdf, Buffer.from(`%${'x'.repeat(padTo - pdf.length - 2)}\n`)]) : pdf;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A 1×1 grey PNG. */
export function tinyPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 0x80]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An 8×8 mid-grey baseline JPEG: one block whose DC and AC codes are both a single 0 bit. */
export function tinyJpeg(): Buffer {
  const oneCodeTable = (tableClass: number) => [0xff, 0xc4, 0x00, 0x14, tableClass, 1, ...new Array(15).fill(0), 0];
  return Buffer.from([
    ...[0xff, 0xd8],
    ...[0xff, 0xdb, 0x00, 0x43, 0x00, ...new Array(64).fill(1)],
    ...[0xff, 0xc0, 0x00, 0x0b, 8, 0, 8, 0, 8, 1, 1, 0x11, 0],
    ...oneCodeTable(0x00),
    ...oneCodeTable(0x10),
    ...[0xff, 0xda, 0x00, 0x08, 1, 1, 0x00, 0, 63, 0],
    0x3f,
    ...[0xff, 0xd9],
  ]);
}

/** A Windows executable's first bytes: what an .exe renamed to .pdf really is. */
export function fakeExe(): Buffer {
  return Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126), Buffer.from('PE\0\0')]);
}

export interface UploadFile {
  field: string;
  name: string;
  bytes: Buffer;
  /** What the client claims; the server never believes it. */
  type?: string;
}

/** A multipart/form-data body, serialised by the platform's own FormData as a browser would. */
export async function multipartBody(files: UploadFile[]) {
  const form = new FormData();
  for (const file of files) form.append(file.field, new Blob([file.bytes], { type: file.type ?? '' }), file.name);
  const request = new Request('http://upload.test/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}
