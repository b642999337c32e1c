import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/**
 * A real SMTP server in the test process: the app under test sends its mails here over SMTP,
 * exactly as it would to a production relay, and the specs read codes and links from them.
 */
export class Mailbox {
  readonly mails: ReceivedMail[] = [];
  private readonly server: SMTPServer;
  port = 0;

  private constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            this.mails.push({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
  }

  static async start(): Promise<Mailbox> {
    const mailbox = new Mailbox();
    await new Promise<void>((resolve) => mailbox.server.listen(0, '127.0.0.1', () => resolve()));
    mailbox.port = (mailbox.server.server.address() as AddressInfo).port;
    return mailbox;
  }

  /** Waits for the next mail to `address` after the `already` mails it had received. */
  async waitFor(address: string, already = 0, timeoutMs = 20_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const mine = this.mails.filter((mail) => mail.to.includes(address.toLowerCase()));
      if (mine.length > already) return mine[mine.length - 1];
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`No mail reached ${address} within ${timeoutMs} ms`);
  }

  countFor(address: string) {
    return this.mails.filter((mail) => mail.to.includes(address.toLowerCase())).length;
  }

  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

export function sixDigitCode(mail: ReceivedMail): string {
  // The plain-text part first: an HTML part can hold colours such as #000000.
  const code =
    /\b(\d{6})\b/.exec(mail.text)?.[1] ?? /\b(\d{6})\b/.exec(mail.html.replace(/<[^>]*>/g, ' '))?.[1];
  if (!code) throw new Error(`No 6-digit code in the mail "${mail.subject}"`);
  return code;
}

export function resetLink(mail: ReceivedMail): URL {
  const link = /(https?:\/\/[^\s"'<>]*\/reset-password\?[^\s"'<>]+)/.exec(`${mail.text}\n${mail.html}`)?.[1];
  if (!link) throw new Error(`No reset link in the mail "${mail.subject}"`);
  return new URL(link.replace(/&amp;/g, '&'));
}
