import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { nowIso } from '../../lib/time.ts';
import { createMailRepo } from './mail.repo.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Sends through SMTP when configured. Every mail is also kept in the outbox table, so an
 * installation without SMTP still works: the super admin reads codes and links there, and the
 * log says a mail was kept.
 */
export function createMailer(db: Db, config: ServerConfig, log: FastifyBaseLogger) {
  const repo = createMailRepo(db);
  const transport: Transporter | null = config.smtp
    ? nodemailer.createTransport({
        host: config.smtp.host,
        port: config.smtp.port,
        secure: config.smtp.secure,
        auth: config.smtp.user ? { user: config.smtp.user, pass: config.smtp.password } : undefined,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
      })
    : null;

  return {
    smtpConfigured: transport !== null,
    async send(mail: OutgoingMail): Promise<void> {
      const record = {
        recipient: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
        createdAt: nowIso(),
      };
      if (!transport) {
        await repo.record({ ...record, delivered: false, error: null });
        log.info({ to: mail.to, subject: mail.subject }, 'SMTP is not configured: mail kept in the outbox');
        return;
      }
      try {
        await transport.sendMail({
          from: config.smtp!.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        await repo.record({ ...record, delivered: true, error: null });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await repo.record({ ...record, delivered: false, error: message });
        log.error({ to: mail.to, err: message }, 'SMTP delivery failed');
        throw new AppError('EMAIL_FAILED');
      }
    },
    close: () => transport?.close(),
  };
}
export type Mailer = ReturnType<typeof createMailer>;
