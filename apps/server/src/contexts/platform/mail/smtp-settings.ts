import { EMAIL_PATTERN, type StoredEmailConfig } from '@judge/contract';
import type { ServerConfig } from '../../../config.ts';

/** The SMTP server the site sends through, and where that choice came from. */
export interface SmtpSettings {
  source: 'environment' | 'database';
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  password?: string;
  from: string;
}

/**
 * Which SMTP settings are in force: the SMTP_* variables when SMTP_HOST is set (an operator's choice is never
 * overridden from the browser), else the ones root saved in the back office when they name a host, else none
 * (mails are kept in the outbox). Asked at each mail, so a saved change takes effect on every server at once.
 */
export function chooseSmtpSettings(config: ServerConfig, stored: StoredEmailConfig): SmtpSettings | null {
  if (config.smtp) return { source: 'environment', ...config.smtp };
  if (!stored.emailHost) return null;
  return {
    source: 'database',
    host: stored.emailHost,
    port: stored.emailPort,
    secure: stored.emailSsl,
    user: stored.emailUsername || undefined,
    password: stored.emailPassword || undefined,
    // The reference sends from its SMTP user, which is a mail address on most servers.
    from:
      stored.emailFrom || (EMAIL_PATTERN.test(stored.emailUsername) ? stored.emailUsername : config.mailFrom),
  };
}
