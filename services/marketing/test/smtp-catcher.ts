import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtEmail {
  to: string[];
  /** The message as it arrived: headers and MIME parts. */
  raw: string;
  /** The message with quoted-printable undone, to search its parts for a link or a fact. */
  decoded: string;
  header: (name: string) => string | undefined;
}

/**
 * A tiny SMTP server on a free loopback port that keeps what it is sent, and on demand answers the
 * next messages with a temporary failure (451), as a mail server having a bad moment does.
 */
export async function startSmtpCatcher() {
  const caught: CaughtEmail[] = [];
  let failures = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (failures > 0) {
          failures -= 1;
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
          return callback(error);
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
        const header = (name: string) =>
          new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'im')
            .exec(head)?.[1]
            ?.replace(/\r?\n[ \t]+/g, ' ')
            .trim();
        const decoded = raw
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
        caught.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw, decoded, header });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    to: (address: string) => caught.filter((email) => email.to.includes(address)),
    failNext: (count: number) => {
      failures = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpCatcher = Awaited<ReturnType<typeof startSmtpCatcher>>;
