import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

/** A received mail: envelope recipients and the raw message. */
export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives. */
export interface SmtpPeer {
  url: string;
  mails: ReceivedMail[];
  /** Resolves with the `n`-th mail (1-based) once it has arrived. */
  waitFor(n: number, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** Starts an SMTP peer on 127.0.0.1 with a free port (no TLS, any login). */
export async function startSmtpPeer(): Promise<SmtpPeer> {
  const mails: ReceivedMail[] = [];
  const listeners: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        listeners.splice(0).forEach((l) => l());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitFor(n, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`mail ${n} did not arrive`)), timeoutMs);
        const check = (): void => {
          if (mails.length >= n) {
            clearTimeout(timer);
            resolve(mails[n - 1]!);
          } else listeners.push(check);
        };
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Decodes the quoted-printable soft breaks and escapes of a raw mail body. */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The reset token of the first `/reset-password?token=` link in a mail. */
export function resetTokenIn(raw: string): string {
  const match = /\/reset-password\?token=([A-Za-z0-9_.-]+)/.exec(decodeQuotedPrintable(raw));
  if (!match) throw new Error('no reset link in the mail');
  return match[1]!;
}
