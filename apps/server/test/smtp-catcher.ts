import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * A real SMTP server on a free loopback port that keeps what it receives, for tests. With `credentials` it
 * offers AUTH (over the plain connection) and accepts only that user and password.
 */
export async function startSmtpCatcher(options: { credentials?: { user: string; password: string } } = {}) {
  const mails: CaughtMail[] = [];
  const waiters: { to: string; resolve: (mail: CaughtMail) => void }[] = [];
  const { credentials } = options;
  const server = new SMTPServer({
    authOptional: !credentials,
    allowInsecureAuth: Boolean(credentials),
    onAuth(auth, _session, callback) {
      if (credentials && auth.username === credentials.user && auth.password === credentials.password)
        return callback(null, { user: auth.username });
      callback(new Error('Invalid username or password'));
    },
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const recipients = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          for (const to of recipients) {
            const mail = { to, subject: parsed.subject ?? '', text: parsed.text ?? '' };
            mails.push(mail);
            const index = waiters.findIndex((w) => w.to === to);
            if (index >= 0) waiters.splice(index, 1)[0].resolve(mail);
          }
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    mails,
    /** The next mail to this address (or one already received and not yet taken). */
    nextMail(to: string, timeoutMs = 10_000): Promise<CaughtMail> {
      const index = mails.findIndex((m) => m.to === to.toLowerCase());
      if (index >= 0) return Promise.resolve(mails.splice(index, 1)[0]);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no mail to ${to} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          to: to.toLowerCase(),
          resolve: (mail) => {
            clearTimeout(timer);
            mails.splice(mails.indexOf(mail), 1);
            resolve(mail);
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpCatcher = Awaited<ReturnType<typeof startSmtpCatcher>>;

export const codeIn = (mail: CaughtMail): string => {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match) throw new Error(`no 6-digit code in mail: ${mail.text}`);
  return match[1];
};
