import { createHash } from 'node:crypto';

/**
 * The one id of an e-mail, from what caused it (an event's id, or a warning's natural key) and its
 * template: the BullMQ job id, the `sent_emails` row, Brevo's idempotency key and the SMTP
 * Message-ID all derive from it, so a redelivered event or a retried job can never send it twice.
 */
export function emailKey(template: string, sourceId: string): string {
  // BullMQ refuses ':' in a job id.
  return `email-${template}-${sourceId}`.replaceAll(':', '-');
}

/** Brevo wants its idempotency key to be a UUID: a name-based one (v5 layout) from the e-mail key. */
export function brevoIdempotencyKey(key: string): string {
  const bytes = createHash('sha256').update(key).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The SMTP Message-ID of the e-mail, in the sender's domain: every retry sends the same one. */
export function smtpMessageId(key: string, fromAddress: string): string {
  const domain = fromAddress.split('@')[1]?.replace(/>.*$/, '') || 'localhost';
  return `<${key}@${domain}>`;
}
