import type { KycContentType } from '@prop/contracts/kyc';
import { EXTENSIONS } from './document-type.ts';

const MAX_NAME_LENGTH = 120;
// Controls, path separators and the characters Windows forbids in file names.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069<>:"/\\|?*]/g;

/**
 * The name a trader's browser sent, made safe to store and to offer back as a download name:
 * no directories, no control or direction-changing characters, bounded length, and an extension
 * that matches the detected type (a PNG named `scan.html` is offered as `scan.html.png`).
 */
export function sanitiseFileName(name: string, type: KycContentType): string {
  const base = name.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const clean = base.replace(UNSAFE, '').replace(/\s+/g, ' ').trim().replace(/^\.+/, '') || 'document';
  const extensions = EXTENSIONS[type];
  const own = extensions.find((extension) => clean.toLowerCase().endsWith(extension));
  const extension = own ? clean.slice(-own.length) : (extensions[0] ?? '');
  const stem = own ? clean.slice(0, -own.length) : clean;
  // Counted in code points, so a cut never splits a character in two.
  return [...stem].slice(0, MAX_NAME_LENGTH - extension.length).join('') + extension;
}

/** RFC 6266 / 5987: a plain-ASCII fallback name plus the exact UTF-8 name for browsers that read it. */
export function contentDisposition(disposition: 'attachment' | 'inline', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
