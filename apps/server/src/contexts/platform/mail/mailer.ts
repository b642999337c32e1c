import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { StoredEmailConfig, TestEmailResult } from '@judge/contract';
import type { ServerConfig } from '../../../config.ts';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../errors.ts';
import { nowIso } from '../../../lib/time.ts';
import { createMailRepo } from './mail.repo.ts';
import { chooseSmtpSettings, type SmtpSettings } from './smtp-settings.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** What a refused or failed SMTP exchange said, as one line for the log, the outbox and root's page. */
export const smtpFailure = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error);
  const response = (error as { response?: string }).response;
  return response && !error.message.includes(response) ? `${error.message}: ${response}` : error.message;
};

/**
 * Sends through SMTP when configured (SMTP_* variables, else root's settings in the back office; asked at each
 * mail). Every mail is also kept in the outbox table, so an installation without SMTP still works: the super
 * admin reads codes and links there, and the log says a mail was kept.
 */
export function createMailer({
  db,
  config,
  log,
  storedEmailConfig,
}: {
  db: Db;
  config: ServerConfig;
  log: FastifyBaseLogger;
  storedEmailConfig: () => Promise<StoredEmailConfig>;
}) {
  const repo = createMailRepo(db);
  // One transport per distinct settings: a change in the back office makes a new one and closes the old.
  let cached: { key: string; transport: Transporter } | null = null;

  const transportFor = (settings: SmtpSettings): Transporter => {
    const key = JSON.stringify(settings);
    if (cached?.key === key) return cached.transport;
    cached?.transport.close();
    const transport = nodemailer.createTransport({
      host: settings.host,
      port: settings.port,
      secure: settings.secure,
      auth: settings.user ? { user: settings.user, pass: settings.password } : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
    });
    cached = { key, transport };
    return transport;
  };

  const settings = async () => chooseSmtpSettings(config, await storedEmailConfig());

  const record = (mail: OutgoingMail, outcome: { delivered: boolean; error: string | null }) =>
    repo.record({
      recipient: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      createdAt: nowIso(),
      ...outcome,
    });

  /** Sends and keeps the mail; a refusal is recorded and logged, then thrown with the server's words. */
  async function deliver(smtp: SmtpSettings, mail: OutgoingMail) {
    try {
      const info = (await transportFor(smtp).sendMail({ from: smtp.from, ...mail })) as {
        response?: string;
        accepted?: unknown[];
        rejected?: unknown[];
      };
      await record(mail, { delivered: true, error: null });
      return info;
    } catch (error) {
      const message = smtpFailure(error);
      await record(mail, { delivered: false, error: message });
      log.error({ to: mail.to, err: message, smtp: smtp.source }, 'SMTP delivery failed');
      throw new Error(message);
    }
  }

  return {
    /** The settings in force now (null: mails stay in the outbox). */
    settings,

    async send(mail: OutgoingMail): Promise<void> {
      const smtp = await settings();
      if (!smtp) {
        await record(mail, { delivered: false, error: null });
        log.info({ to: mail.to, subject: mail.subject }, 'SMTP is not configured: mail kept in the outbox');
        return;
      }
      try {
        await deliver(smtp, mail);
      } catch {
        throw new AppError('EMAIL_FAILED');
      }
    },

    /**
     * Root's test mail: sent with the settings in force, answered with what the SMTP server said. A refusal is
     * a 503 whose message is the server's answer, so the page can show why.
     */
    async sendTest(mail: OutgoingMail): Promise<TestEmailResult> {
      const smtp = await settings();
      if (!smtp)
        throw new AppError(
          'BAD_REQUEST',
          'No SMTP server is configured: save a host in the email settings first',
        );
      try {
        const info = await deliver(smtp, mail);
        return {
          source: smtp.source,
          host: smtp.host,
          port: smtp.port,
          response: info.response ?? '',
          accepted: (info.accepted ?? []).map(String),
          rejected: (info.rejected ?? []).map(String),
        };
      } catch (error) {
        // `answer` is the SMTP server's own words, for the page to show under a title in the user's language.
        const answer = smtpFailure(error);
        throw new AppError('EMAIL_FAILED', `The SMTP server answered: ${answer}`, {
          source: smtp.source,
          host: smtp.host,
          port: smtp.port,
          answer,
        });
      }
    },

    close: () => cached?.transport.close(),
  };
}
export type Mailer = ReturnType<typeof createMailer>;
