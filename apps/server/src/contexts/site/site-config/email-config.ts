import {
  DEFAULT_EMAIL_CONFIG,
  emailConfigBody,
  type EmailConfigBody,
  type EmailConfigView,
  type StoredEmailConfig,
} from '@judge/contract';
import type { z } from 'zod';
import type { ServerConfig } from '../../../config.ts';
import type { Db } from '../../../db/database.ts';
import { createSiteConfigRepo } from './site-config.repo.ts';
import { mergeWithDefaults } from './site-config.service.ts';

type EmailPatch = z.output<typeof emailConfigBody>;

/**
 * The SMTP settings root keeps in the database (the `email` row of site_settings). The SMTP_* variables the
 * server started with win over them (the mailer asks `smtp-settings.ts`), so an operator who configured
 * the environment is never overridden from the browser.
 */
export function createEmailConfig(db: Db) {
  const repo = createSiteConfigRepo(db);
  const stored = async (): Promise<StoredEmailConfig> =>
    mergeWithDefaults(emailConfigBody.required(), DEFAULT_EMAIL_CONFIG, await repo.read('email'));

  return {
    stored,

    /** What root sees: the stored settings without the password, and which settings are in force. */
    async view(environment: ServerConfig['smtp']): Promise<EmailConfigView> {
      const config = await stored();
      return {
        ...config,
        emailPassword: '',
        emailPasswordSet: config.emailPassword !== '',
        inForce: environment ? 'environment' : config.emailHost ? 'database' : 'none',
        environment: environment
          ? {
              host: environment.host,
              port: environment.port,
              secure: environment.secure,
              user: environment.user ?? null,
              from: environment.from,
              passwordSet: Boolean(environment.password),
            }
          : null,
      };
    },

    /** Saves the given fields in one write; see `emailConfigBody` for the password's rules. */
    async update(patch: EmailPatch & EmailConfigBody): Promise<void> {
      const next = { ...(await stored()) };
      for (const key of Object.keys(DEFAULT_EMAIL_CONFIG) as (keyof StoredEmailConfig)[]) {
        const value = patch[key];
        if (value === undefined || (key === 'emailPassword' && value === '')) continue;
        (next as Record<string, unknown>)[key] = value;
      }
      // No user means no authentication: the password would only be a secret kept for nothing.
      if (next.emailUsername === '') next.emailPassword = '';
      await repo.write('email', next);
    },
  };
}
export type EmailConfig = ReturnType<typeof createEmailConfig>;
